import fs from 'node:fs';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {readOhifUiPackage} from '../packageInfo';
import {COLOR_TOKENS, FONT_SIZES} from '../tailwind';
import {
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  classVariables,
  presetRules,
  readBundlePresets,
  readFontSizes,
  readThemeFacts,
  themeBootScript,
} from '../themePresets';

const pkg = readOhifUiPackage(__dirname);
const umd = fs.readFileSync(pkg.umdPath, 'utf8');
const distCss = fs.readFileSync(pkg.distCssPath, 'utf8');

describe('readBundlePresets', () => {
  it('reads the list the bundle exports as themePresets', () => {
    const umdLike =
      `u.d(d,{cn:()=>eN,themePresets:()=>efx,toast:()=>N_});let efx=[JSON.parse('{"name":"a","label":"Tonal: A",` +
      `"cssVars":{"dark":{"primary":"1 2% 3%"}}}'),JSON.parse('{"name":"b","label":"B"}')],efC="x";`;
    expect(readBundlePresets(umdLike)).toEqual([
      {name: 'a', label: 'Tonal: A', cssVars: {dark: {primary: '1 2% 3%'}}},
      {name: 'b', label: 'B'},
    ]);
  });

  it('says so when the bundle has no presets, or writes them differently', () => {
    expect(() => readBundlePresets('u.d(d,{cn:()=>eN})')).toThrow(/exports no themePresets/);
    expect(() => readBundlePresets('u.d(d,{themePresets:()=>q});let q=[{name:"a"}]')).toThrow(/definition/);
  });

  it('finds the presets of the installed package, each with a label and colours', () => {
    const presets = readBundlePresets(umd);
    expect(presets.length).toBeGreaterThanOrEqual(1);
    for (const preset of presets) {
      expect(preset.name).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(preset.label).not.toBe('');
      expect(Object.keys(preset.cssVars?.dark ?? {})).toContain('primary');
    }
  });
});

describe('readThemeFacts on the installed package', () => {
  const facts = readThemeFacts(umd, distCss);

  it('starts with the default theme, then every preset', () => {
    expect(facts.themes.map((theme) => theme.name)).toEqual(['default', ...readBundlePresets(umd).map((p) => p.name)]);
  });

  it('gives every theme a value for every colour token the components use', () => {
    for (const theme of facts.themes) {
      for (const token of COLOR_TOKENS) expect(theme.variables[token], `${theme.name} ${token}`).toMatch(/%/);
    }
  });

  it('agrees with the class rule the viewer applies (body.theme-<name>) for every value the bundle lists', () => {
    for (const preset of readBundlePresets(umd)) {
      const rule = classVariables(distCss, `theme-${preset.name}`);
      for (const [name, value] of Object.entries(preset.cssVars?.dark ?? {})) expect(rule[name]).toBe(value);
    }
  });

  it("reads the package's type scale, which our generated stylesheet must match", () => {
    expect(facts.fontSizes.find((step) => step.className === 'text-base')?.size).toBe('0.8125rem');
    for (const {className, size} of facts.fontSizes) {
      expect(FONT_SIZES[className.replace(/^text-/, '')], className).toBe(size);
    }
  });
});

describe('readFontSizes', () => {
  it('keeps only font-size rules, smallest first, with a leading zero', () => {
    expect(readFontSizes('.text-lg{font-size:.875rem}.text-xs{font-size:.6875rem}.text-red{color:red}')).toEqual([
      {className: 'text-xs', size: '0.6875rem'},
      {className: 'text-lg', size: '0.875rem'},
    ]);
  });
});

describe('presetRules', () => {
  const facts = {
    themes: [
      {name: 'default', label: 'Default', variables: {primary: '1 1% 1%'}},
      {name: 'orchid', label: 'Tonal: Orchid', variables: {primary: '270 85% 65%'}},
    ],
    fontSizes: [],
  };

  it('declares each preset under its attribute value, and none for the default', () => {
    const css = presetRules(facts);
    expect(css).toContain(`html[${THEME_ATTRIBUTE}='orchid'] :is(.ohif-scope`);
    expect(css).toContain('--primary: 270 85% 65%;');
    expect(css).not.toContain("='default'");
    expect(css).toContain(`html[${THEME_ATTRIBUTE}] .ohif-scope {\n  background-color: hsl(var(--background));`);
  });
});

describe('themeBootScript', () => {
  function run(stored: string | null, storage: 'ok' | 'missing' = 'ok'): string | null {
    const attributes = new Map<string, string>();
    const context = {
      localStorage:
        storage === 'ok'
          ? {getItem: (key: string) => (key === THEME_STORAGE_KEY ? stored : null)}
          : {
              getItem: () => {
                throw new Error('SecurityError');
              },
            },
      document: {documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)}},
    };
    vm.runInNewContext(themeBootScript(['orchid', 'arctic']), context);
    return attributes.get(THEME_ATTRIBUTE) ?? null;
  }

  it('applies a stored preset the package still has', () => expect(run('arctic')).toBe('arctic'));
  it('ignores nothing stored, an unknown name, or the default', () => {
    expect(run(null)).toBeNull();
    expect(run('neon')).toBeNull();
    expect(run('default')).toBeNull();
  });
  it('fails quietly when storage is refused', () => expect(run('arctic', 'missing')).toBeNull());
});
