/** One page of a docs version, as the llms files list it. */
export type LlmsPage = {title: string; description?: string; markdownUrl: string; markdown: string};

/** A top-level sidebar group of a version: a category, or the pages outside any. */
export type LlmsSection = {title: string; pages: LlmsPage[]};

export type LlmsVersion = {
  /** `3.9.3`, `3.8`. */
  label: string;
  /** Absolute URL of the version's llms.txt. */
  llmsTxtUrl: string;
  /** Absolute URL of the version's home page. */
  homeUrl: string;
  sections: LlmsSection[];
};

/** One line, no Markdown link breakers: descriptions come from front matter. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * `llms.txt` of one version, per llmstxt.org: `# title`, a `>` summary, then one `##` section
 * per sidebar group with a `- [Page](url.md): description` line per page; the other versions'
 * lists are under `## Optional`.
 */
export function llmsTxt(version: LlmsVersion, others: LlmsVersion[]): string {
  const lines = [
    `# OHIF Viewer documentation ${version.label}`,
    '',
    `> Documentation of the OHIF Viewer ${version.label}, the open-source web viewer for medical images (DICOM): user guide, configuration and data sources, deployment, the extension platform, development and migration guides. Every page below links to its Markdown copy; ${version.llmsTxtUrl.replace(/llms\.txt$/, 'llms-full.txt')} has them all in one file.`,
    '',
    `The HTML site is at ${version.homeUrl}.`,
  ];
  for (const section of version.sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      lines.push(
        `- [${oneLine(page.title)}](${page.markdownUrl})${page.description ? `: ${oneLine(page.description)}` : ''}`,
      );
    }
  }
  if (others.length > 0) {
    lines.push('', '## Optional', '');
    for (const other of others)
      lines.push(
        `- [OHIF Viewer ${other.label} documentation](${other.llmsTxtUrl}): the same list for version ${other.label}`,
      );
  }
  return `${lines.join('\n')}\n`;
}

/** `llms-full.txt`: every page of the version in sidebar order, each under a rule and its URL. */
export function llmsFullTxt(version: LlmsVersion): string {
  const parts = [
    `# OHIF Viewer documentation ${version.label}\n\n> Every page of the OHIF Viewer ${version.label} documentation, in the order of its sidebar. The index is ${version.llmsTxtUrl}.\n`,
  ];
  for (const page of version.sections.flatMap((section) => section.pages)) {
    parts.push(`---\nsource: ${page.markdownUrl}\n---\n\n${page.markdown.trim()}\n`);
  }
  return parts.join('\n');
}
