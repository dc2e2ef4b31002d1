import React, {useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {ThemeFacts, ThemePreset} from '@site/plugins/ohif-ui/themePresets';
import {COLOR_GROUPS, TYPE_SCALE} from '@site/src/design-system/data/ohifTheme';
import {hslTripleToCss, hslTripleToHex} from './color';
import {AA_NORMAL_TEXT, CONTRAST_PAIRS, formatRatio, pairContrast, surfaceClass} from './contrast';

/*
 * The tables of /colors-and-type. They draw with the values read from the package at build time
 * (inline styles, not the library's stylesheet), so they are complete in the server HTML.
 */

const swatchStyle = (value: string | undefined): React.CSSProperties => ({
  display: 'block',
  width: '3rem',
  height: '2rem',
  borderRadius: 4,
  border: '1px solid var(--ifm-color-emphasis-400)',
  backgroundColor: value ? hslTripleToCss(value) : 'transparent',
});

/** The surfaces from back to front, each drawn inside the one it sits on, in the chosen theme. */
export function LayeringModel({theme}: {theme: ThemePreset}): React.JSX.Element {
  const layer = (token: string): React.CSSProperties => ({
    backgroundColor: hslTripleToCss(theme.variables[token] ?? '0 0% 0%'),
    color: hslTripleToCss(theme.variables.foreground ?? '0 0% 98%'),
    border: `1px solid ${hslTripleToCss(theme.variables.border ?? '0 0% 15%')}`,
    borderRadius: 8,
    padding: '0.75rem',
  });
  return (
    <figure style={{margin: '1rem 0'}}>
      <div style={layer('background')} data-layer="background">
        <code style={{background: 'none', border: 0, color: 'inherit'}}>background</code>: the viewport, the page behind
        the panels
        <div style={{display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '0.75rem'}}>
          <div style={{...layer('muted'), flex: '1 1 14rem'}} data-layer="muted">
            <code style={{background: 'none', border: 0, color: 'inherit'}}>muted</code>: panel sections, rows
            <div style={{...layer('popover'), marginTop: '0.75rem'}} data-layer="popover">
              <code style={{background: 'none', border: 0, color: 'inherit'}}>popover</code>: a menu opened from the
              panel
            </div>
          </div>
          <div style={{...layer('card'), flex: '1 1 14rem'}} data-layer="card">
            <code style={{background: 'none', border: 0, color: 'inherit'}}>card</code>: cards, dialogs
          </div>
        </div>
      </div>
      <figcaption className="margin-top--sm">
        Surfaces of the {theme.label} theme, back to front. The text on each is <code>foreground</code>.
      </figcaption>
    </figure>
  );
}

/** Every colour token with its value in the chosen theme, in HSL or hex, and when to use it. */
export function TokenTables({theme}: {theme: ThemePreset}): React.JSX.Element {
  const [format, setFormat] = useState<'hsl' | 'hex'>('hsl');
  const show = (triple: string | undefined) =>
    !triple ? 'not set' : format === 'hex' ? (hslTripleToHex(triple) ?? triple) : hslTripleToCss(triple);
  return (
    <>
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
      {COLOR_GROUPS.map((group) => (
        <table key={group.title} data-theme-values={theme.name}>
          <caption style={{textAlign: 'left', fontWeight: 'bold'}}>
            {group.title} ({theme.label})
          </caption>
          <thead>
            <tr>
              <th scope="col">Swatch</th>
              <th scope="col">Token</th>
              <th scope="col">Value</th>
              <th scope="col">When to use it</th>
            </tr>
          </thead>
          <tbody>
            {group.tokens.map((token) => (
              <tr key={token.name} data-token={token.name}>
                <td>
                  <span style={swatchStyle(theme.variables[token.name])} aria-hidden="true" />
                </td>
                <th scope="row">
                  <code>--{token.name}</code>
                  <br />
                  <small>
                    bg-{token.name}, text-{token.name}
                  </small>
                </th>
                <td data-testid="token-value">
                  <code>{show(theme.variables[token.name])}</code>
                </td>
                <td>{token.usage}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}

/** The chosen theme's colour variables as CSS, a starting point for a theme of your own. */
export function ThemeCss({theme}: {theme: ThemePreset}): React.JSX.Element {
  const lines = COLOR_GROUPS.flatMap((group) => group.tokens)
    .filter((token) => theme.variables[token.name] !== undefined)
    .map((token) => `  --${token.name}: ${theme.variables[token.name]};`);
  return (
    <CodeBlock language="css" title={`${theme.name}-theme.css`}>
      {`:root,\n.dark {\n${lines.join('\n')}\n}`}
    </CodeBlock>
  );
}

/** Contrast of the text/surface pairs the components use, in every theme, against AA. */
export function ContrastTable({facts}: {facts: ThemeFacts}): React.JSX.Element {
  return (
    <div style={{overflowX: 'auto'}}>
      <table data-testid="contrast-table">
        <caption style={{textAlign: 'left'}}>
          Contrast ratio of each pair in each theme. AA asks for {AA_NORMAL_TEXT}:1 for text of this size.
        </caption>
        <thead>
          <tr>
            <th scope="col">Text on surface</th>
            <th scope="col">Where</th>
            {facts.themes.map((theme) => (
              <th scope="col" key={theme.name}>
                {theme.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CONTRAST_PAIRS.map((pair) => (
            <tr key={`${pair.text} ${surfaceClass(pair)} ${pair.over}`}>
              <th scope="row">
                <code>text-{pair.text}</code> on <code>{surfaceClass(pair)}</code>
                {pair.alpha < 1 && (
                  <>
                    {' '}
                    over <code>{pair.over}</code>
                  </>
                )}
              </th>
              <td>{pair.where}</td>
              {facts.themes.map((theme) => {
                const ratio = pairContrast(pair, theme.variables);
                if (ratio === null) return <td key={theme.name}>not set</td>;
                const passes = ratio >= AA_NORMAL_TEXT;
                return (
                  <td key={theme.name} data-passes-aa={passes}>
                    {formatRatio(ratio)}
                    <br />
                    {passes ? 'passes AA' : <strong>fails AA</strong>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The type scale as the package's stylesheet sets it, each step shown at its size. */
export function TypeScaleTable({fontSizes}: {fontSizes: ThemeFacts['fontSizes']}): React.JSX.Element {
  const sizeOf = (className: string) => fontSizes.find((step) => step.className === className)?.size;
  return (
    <table data-testid="type-scale">
      <caption style={{textAlign: 'left'}}>Sizes in the package&apos;s stylesheet (1rem = 16px).</caption>
      <thead>
        <tr>
          <th scope="col">Class</th>
          <th scope="col">Size</th>
          <th scope="col">Sample</th>
          <th scope="col">Used for</th>
        </tr>
      </thead>
      <tbody>
        {TYPE_SCALE.map((step) => {
          const size = sizeOf(step.className);
          return (
            <tr key={step.className}>
              <th scope="row">
                <code>{step.className}</code>
              </th>
              <td>{size ? `${parseFloat(size) * 16}px (${size})` : 'not in this version'}</td>
              <td>
                <span style={{fontSize: size}}>Liver segment 1</span>
              </td>
              <td>{step.usage}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
