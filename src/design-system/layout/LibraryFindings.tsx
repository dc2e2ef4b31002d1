import React from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LibraryFindingsGlobalData} from '@site/plugins/library-findings';
import {componentBySlug, componentPath} from '@site/src/design-system/data/catalog';
import type {ContrastCheck} from '@site/src/design-system/data/contrast';
import {AA_NORMAL_TEXT, formatRatio} from '@site/src/design-system/theme/contrast';
import {findingsOf, type LibraryFinding} from '@site/src/design-system/data/libraryFindings';
import {useOhifUiVersion} from '@site/src/design-system/library';
import {sectionId} from '@site/src/design-system/data/pageNavigation';

/** "4.26:1 on black, …; and 3.19:1 while hovered", from the figures measured at build time. */
function figuresText(checks: ContrastCheck[] | undefined, ratios: number[] | undefined): string | null {
  if (!checks || !ratios || ratios.length !== checks.length || checks.length === 0) return null;
  const parts = checks.map((check, index) => `${formatRatio(ratios[index]!)} ${check.where}`);
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join('; ')}; and ${parts[parts.length - 1]}`;
}

function Finding({finding, slug}: {finding: LibraryFinding; slug: string}) {
  const {figures} = usePluginData('library-findings') as LibraryFindingsGlobalData;
  const measured = figuresText(finding.contrast, figures[finding.id]?.contrast);
  const remedyMeasured = figuresText(finding.remedyContrast, figures[finding.id]?.remedy);
  const source = finding.components[0]!;
  return (
    <li className="margin-bottom--md" data-finding={finding.id}>
      <strong>{finding.title}.</strong> {finding.defect}
      {measured && (
        <>
          {' '}
          Measured with the package’s theme: {measured}; AA asks for {AA_NORMAL_TEXT}:1.
        </>
      )}
      {source !== slug && (
        <>
          {' '}
          It comes from the <Link to={componentPath(source)}>{componentBySlug(source)?.name ?? source}</Link> parts
          inside this component.
        </>
      )}
      <br />
      <em>What you can do:</em> {finding.remedy}
      {remedyMeasured && <> ({remedyMeasured}.)</>}
      {finding.seeAlso && (
        <>
          {' '}
          See <Link to={finding.seeAlso.to}>{finding.seeAlso.label}</Link>.
        </>
      )}{' '}
      <span className="text--small">axe rule </span>
      <code className="text--small">{finding.rule}</code>
    </li>
  );
}

/**
 * The library's own accessibility defects that show on this component, from the same data the
 * browser tests use to excuse them, with contrast figures measured from the installed package.
 */
export default function LibraryFindings({slug}: {slug: string}): React.JSX.Element {
  const version = useOhifUiVersion();
  const findings = findingsOf(slug);
  return (
    <section aria-labelledby={sectionId.knownDefects}>
      <Heading as="h3" id={sectionId.knownDefects}>
        Known defects in @ohif/ui-next {version}
      </Heading>
      {findings.length === 0 ? (
        <p>
          None known for {componentBySlug(slug)?.name ?? slug} itself. Components shown inside its examples list their
          own on their pages.
        </p>
      ) : (
        <>
          <p>
            These come from the library itself, as published, not from the way you use it: axe (WCAG 2.1 AA) reports
            them on the library’s own markup in this page’s previews.
          </p>
          <ul>
            {findings.map((finding) => (
              <Finding key={finding.id} finding={finding} slug={slug} />
            ))}
          </ul>
        </>
      )}
      <p>
        Contrast here is measured in the package’s default theme. Its other presets change the colours, and in some of
        them part of the text falls below AA: the <Link to="/colors-and-type#contrast">contrast table</Link> gives the
        pairs the components use, in every preset.
      </p>
    </section>
  );
}
