import React, {useState} from 'react';
import Layout from '@theme/Layout';
import DesignNav from '@site/src/design-system/layout/DesignNav';
import {LiveArea, OhifLibraryProvider} from '@site/src/design-system/library';
import type {ColorFormat} from '@site/src/design-system/theme';

type ThemeModule = typeof import('@site/src/design-system/theme');

// This page needs the library's stylesheet (where the variables live), not its JavaScript.
const loadTheme = () => import('@site/src/design-system/theme');

export default function ColorsAndType(): React.JSX.Element {
  const [format, setFormat] = useState<ColorFormat>('hsl');
  return (
    <Layout
      title="Colors and type"
      description="The theme tokens of @ohif/ui-next, their values and uses, and its type scale."
    >
      <DesignNav />
      <main className="container margin-vert--lg">
        <h1>Colors and type</h1>
        <p>
          Components never name a colour directly. They use theme tokens such as <code>primary</code> or{' '}
          <code>muted-foreground</code>, each a CSS variable holding a hue, saturation and lightness. Use the same
          tokens in your extension (<code>bg-primary</code>, <code>text-muted-foreground</code>, or{' '}
          <code>hsl(var(--primary))</code> in CSS) and it follows the viewer when a site changes its theme.
        </p>
        <OhifLibraryProvider load={loadTheme}>
          <h2 id="colors">Colors</h2>
          <p>
            The values below are read from the live CSS variables on this page, so they are the ones the installed
            library version defines. Add an alpha with a slash: <code>bg-primary/25</code>.
          </p>
          <fieldset>
            <legend>Show values as</legend>
            {(['hsl', 'hex'] as const).map((option) => (
              <label key={option} style={{marginRight: '1rem'}}>
                <input
                  type="radio"
                  name="color-format"
                  value={option}
                  checked={format === option}
                  onChange={() => setFormat(option)}
                />{' '}
                {option === 'hsl' ? 'HSL' : 'Hex'}
              </label>
            ))}
          </fieldset>
          <LiveArea<ThemeModule> label="Theme colours">
            {({ColorSwatches}) => <ColorSwatches format={format} />}
          </LiveArea>

          <h2 id="type">Type</h2>
          <p>
            The library&apos;s scale is smaller than Tailwind&apos;s default because panels are dense: body text is 13px
            (<code>text-base</code>), and the step names stay the familiar ones. Text uses the page&apos;s font; the
            viewer loads Inter.
          </p>
          <LiveArea<ThemeModule> label="Type scale">{({TypeScale}) => <TypeScale />}</LiveArea>
        </OhifLibraryProvider>
      </main>
    </Layout>
  );
}
