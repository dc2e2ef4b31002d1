import {describe, expect, it} from 'vitest';
import {stylesheetPath} from '../assetName';
import {createTailwindConfig, DIALOG_ROOT_SELECTOR, generateShowcaseCss, SCOPE_SELECTOR} from '../tailwind';

const raw = (html: string) => [{raw: html}] as unknown as string[];

describe('createTailwindConfig', () => {
  const config = createTailwindConfig(['x']);

  it('leaves the rest of the site alone: no preflight, no container, every rule under the scope', () => {
    expect(config.corePlugins).toMatchObject({preflight: false, container: false});
    expect(config.important).toBe(SCOPE_SELECTOR);
    expect(config.darkMode).toBe('class');
  });

  it('maps colour tokens to the library variables with alpha support', () => {
    const colors = config.theme?.extend?.colors as Record<string, unknown>;
    expect(colors.highlight).toBe('hsl(var(--highlight) / <alpha-value>)');
    expect(colors.primary).toEqual({
      DEFAULT: 'hsl(var(--primary) / <alpha-value>)',
      foreground: 'hsl(var(--primary-foreground) / <alpha-value>)',
    });
  });
});

describe('generateShowcaseCss', () => {
  it('scopes utilities, declares the theme variables and emits no global reset', async () => {
    const css = await generateShowcaseCss({
      content: raw('<div class="bg-primary/25 text-base container hover:bg-muted data-[state=open]:animate-in"></div>'),
      themeVariables: {'--primary': '214 98% 60%'},
    });
    expect(css).toContain(`${SCOPE_SELECTOR} .bg-primary\\/25`);
    expect(css).toContain('background-color: hsl(var(--primary) / 0.25)');
    expect(css).toContain('font-size: 0.8125rem');
    expect(css).toMatch(/--primary: 214 98% 60%/);
    expect(css).not.toMatch(/(^|\})\s*\.container\s*\{/);
    expect(css).not.toMatch(/(^|\})\s*(html|body)\s*\{/);
    // Every rule that styles elements is under the scope.
    const selectors = [...css.matchAll(/(?:^|\})\s*([^{}@]+)\{/g)].map((m) => m[1]!.trim());
    const unscoped = selectors
      .flatMap((s) => s.split(/,\s*(?![^()]*\))/))
      .filter(
        (s) =>
          !s.startsWith(SCOPE_SELECTOR) &&
          !s.startsWith(DIALOG_ROOT_SELECTOR) &&
          !/^(\*|::before|::after|::backdrop|from|to|\d+%)$/.test(s.trim()),
      );
    expect(unscoped).toEqual([]);
  });

  it("styles a dialog's overlay and window, which Radix puts straight into <body>", async () => {
    const css = await generateShowcaseCss({
      content: raw('<div class="fixed z-50 hover:bg-muted"></div>'),
      themeVariables: {},
    });
    expect(css).toContain(`${SCOPE_SELECTOR} .fixed, ${DIALOG_ROOT_SELECTOR}.fixed {`);
    expect(css).toContain(`${DIALOG_ROOT_SELECTOR}.hover\\:bg-muted:hover`);
    // Their contents are in the scope like any example's.
    expect(SCOPE_SELECTOR).toContain(DIALOG_ROOT_SELECTOR);
  });
});

describe('stylesheetPath', () => {
  it('names the file after its content', () => {
    expect(stylesheetPath('a{}')).toMatch(/^assets\/ohif-ui\/ohif-ui\.[0-9a-f]{8}\.css$/);
    expect(stylesheetPath('a{}')).toBe(stylesheetPath('a{}'));
    expect(stylesheetPath('a{}')).not.toBe(stylesheetPath('b{}'));
  });
});
