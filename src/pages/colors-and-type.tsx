import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import themeFacts from '@generated/ohif-ui/theme-facts.json';
import DesignNav from '@site/src/design-system/layout/DesignNav';
import {LiveArea, OhifLibraryProvider, useOhifUiVersion} from '@site/src/design-system/library';
import ThemePicker from '@site/src/design-system/theme/ThemePicker';
import {usePreviewTheme} from '@site/src/design-system/theme/previewTheme';
import {
  ContrastTable,
  LayeringModel,
  ThemeCss,
  TokenTables,
  TypeScaleTable,
} from '@site/src/design-system/theme/ThemeTables';

type ThemeModule = typeof import('@site/src/design-system/theme');

const loadTheme = () => import('@site/src/design-system/theme');

export default function ColorsAndType(): React.JSX.Element {
  const version = useOhifUiVersion();
  const chosen = usePreviewTheme();
  const theme = themeFacts.themes.find((candidate) => candidate.name === chosen) ?? themeFacts.themes[0]!;
  const presets = themeFacts.themes.slice(1);
  return (
    <Layout
      title="Colors and type"
      description="The theme tokens of @ohif/ui-next with their values in every preset it ships, how its surfaces stack, their contrast, and its type scale."
    >
      <DesignNav />
      <main className="container margin-vert--lg">
        <Heading as="h1">Colors and type</Heading>
        <p>
          Components never name a colour directly. They use theme tokens such as <code>primary</code> or{' '}
          <code>muted-foreground</code>, each a CSS variable holding a hue, saturation and lightness. Use the same
          tokens in your extension (<code>bg-primary</code>, <code>text-muted-foreground</code>, or{' '}
          <code>hsl(var(--primary))</code> in CSS) and it follows the viewer when a site changes its theme. Every value
          on this page is read from @ohif/ui-next {version} when the site is built.
        </p>
        <p>
          The package ships {presets.length} presets besides its default theme:{' '}
          {presets.map((preset) => preset.label).join(', ')}. Pick one here to see its values below and to show every
          live example on the site in it; the choice is remembered in this browser.
        </p>
        <ThemePicker linkValues={false} />

        <OhifLibraryProvider load={loadTheme}>
          <LiveArea<ThemeModule> label="Theme sample">{({ThemeSample}) => <ThemeSample />}</LiveArea>
        </OhifLibraryProvider>

        <Heading as="h2" id="layers">
          How the surfaces stack
        </Heading>
        <p>
          A theme is mostly four surface colours, each one step further forward than the one it sits on. When you make a
          theme, keep that order: each layer a little lighter (or more saturated) than the one behind it, and text that
          stays readable on all of them.
        </p>
        <ol>
          <li>
            <code>background</code> is the back of everything: the viewports and the panels themselves.
          </li>
          <li>
            <code>muted</code> and <code>card</code> sit on it: panel sections, rows and cards. In the default theme
            they are the same dark blue.
          </li>
          <li>
            <code>popover</code> floats above both: menus, select lists and tooltips, and the selected row of a list.
          </li>
        </ol>
        <LayeringModel theme={theme} />

        <Heading as="h2" id="colors">
          Colors
        </Heading>
        <p>
          Values of the {theme.label} theme. Add an alpha with a slash: <code>bg-primary/25</code>.
        </p>
        <TokenTables theme={theme} />
        <p>
          The same values as CSS, to copy as the start of a theme of your own. The package sets its default values on{' '}
          <code>:root</code> and its presets on <code>body.theme-&lt;name&gt;</code>; its stylesheet also has a{' '}
          <code>.dark</code> rule, so a theme of your own covers both:
        </p>
        <ThemeCss theme={theme} />

        <Heading as="h2" id="contrast">
          Contrast
        </Heading>
        <p>
          The text colours the components put on each surface, with their contrast ratio in every theme, computed from
          the values above. A translucent surface such as <code>bg-primary/85</code> is measured as it looks: blended
          over what is behind it. Where a pair fails AA in the theme you ship, change one of its two tokens in your own
          theme rather than the component.
        </p>
        <ContrastTable facts={themeFacts} />

        <Heading as="h2" id="type">
          Type
        </Heading>
        <p>
          The library&apos;s scale is smaller than Tailwind&apos;s default because panels are dense: body text is 13px (
          <code>text-base</code>), and the step names stay the familiar ones. Text uses the page&apos;s font; the viewer
          loads Inter.
        </p>
        <TypeScaleTable fontSizes={themeFacts.fontSizes} />

        <Heading as="h2" id="theming-the-viewer">
          Theming the viewer
        </Heading>
        <p>
          Inside the viewer, <code>ActiveThemeProvider</code> and its hook <code>useActiveTheme</code> switch between
          the presets: choosing one puts the class <code>theme-&lt;name&gt;</code> on <code>&lt;body&gt;</code>, where
          the package&apos;s stylesheet sets that preset&apos;s variables, and remembers the choice in the
          browser&apos;s local storage. A <code>?theme=&lt;name&gt;</code> parameter in the address picks one too. The
          preset names are{' '}
          {presets.map((preset, index) => (
            <React.Fragment key={preset.name}>
              {index > 0 && ', '}
              <code>{preset.name}</code>
            </React.Fragment>
          ))}
          .
        </p>
        <p>
          The same hook&apos;s <code>applyCustomTheme</code> takes a block of variable declarations like the one under{' '}
          <a href="#colors">Colors</a>, applies it on top of the default theme and keeps it in local storage;{' '}
          <code>clearCustomTheme</code> removes it.
        </p>
        <p>
          For a theme of your own, override the variables in a stylesheet of your own; the components follow. How to do
          that in a viewer build is in{' '}
          <Link to="/platform/themeing#ui-next-variables-css-only">Theming: ui-next variables</Link>.
        </p>
      </main>
    </Layout>
  );
}
