import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadComponentEntries} from './componentEntries';
import {BundleFacts} from '../bundleFacts';
import {COMPONENT_GROUPS, CONVENTIONAL_PROPS, type ComponentEntry} from '../../types/docs';
import {PATTERNS} from '../designSystem';

const siteDir = path.resolve(__dirname, '../../../..');
const examplesDir = path.join(siteDir, 'src/design-system/examples');
const bundle = BundleFacts.fromFile(path.join(siteDir, 'node_modules/@ohif/ui-next/dist/ohif-ui-next.umd.js'));

let entries: ComponentEntry[] = [];

beforeAll(async () => {
  entries = await loadComponentEntries();
});

describe('component pages', () => {
  it('cover at least the 31 components the issue names', () => {
    const slugs = entries.map((entry) => entry.slug);
    for (const required of [
      'button',
      'input',
      'label',
      'select',
      'tabs',
      'switch',
      'checkbox',
      'toggle',
      'slider',
      'scroll-area',
      'dropdown-menu',
      'tooltip',
      'toast',
      'card',
      'data-row',
      'icons',
      'badge',
      'accordion',
      'panel-section',
      'separator',
      'dialog',
      'popover',
      'resizable',
      'combobox',
      'hover-card',
      'tool-button',
      'tool-button-list',
      'cine-player',
      'numeric',
      'smart-scrollbar',
      'all-in-one-menu',
    ]) {
      expect(slugs).toContain(required);
    }
  });

  it('have kebab-case slugs, unique names, a known group and every section filled', () => {
    expect(new Set(entries.map((entry) => entry.name)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Object.keys(COMPONENT_GROUPS), entry.slug).toContain(entry.group);
      expect(entry.summary, entry.slug).toMatch(/^[A-Z].+\.$/);
      expect(entry.purpose.length, entry.slug).toBeGreaterThan(0);
      expect(entry.examples.length, `${entry.slug}: two to five viewer examples`).toBeGreaterThanOrEqual(2);
      expect(entry.examples.length, entry.slug).toBeLessThanOrEqual(5);
      expect(entry.accessibility.length, entry.slug).toBeGreaterThan(0);
      for (const part of entry.props) {
        for (const prop of part.props) {
          expect(prop.type.trim(), `${entry.slug} ${part.part}.${prop.name}`).not.toBe('');
          expect(prop.description.trim(), `${entry.slug} ${part.part}.${prop.name}`).not.toBe('');
        }
      }
    }
  });

  it('name neighbours and patterns that have pages', () => {
    const slugs = new Set(entries.map((entry) => entry.slug));
    for (const entry of entries)
      for (const {instead} of entry.choose) expect(slugs, `${entry.slug} → ${instead}`).toContain(instead);
    for (const pattern of PATTERNS)
      for (const part of pattern.parts) expect(slugs, `${pattern.title} → ${part}`).toContain(part);
  });

  it('have an example file with the preview, the usage and every example it lists', () => {
    for (const entry of entries) {
      const file = path.join(examplesDir, `${entry.slug}.tsx`);
      expect(fs.existsSync(file), file).toBe(true);
      const source = fs.readFileSync(file, 'utf8');
      expect(source).toContain("from '@ohif/ui-next'");
      for (const id of ['Preview', 'Usage', ...entry.examples.map((example) => example.id)]) {
        expect(source, `${entry.slug}: export function ${id}`).toMatch(new RegExp(`export function ${id}\\(`));
      }
    }
    const files = fs.readdirSync(examplesDir).filter((file) => /^[a-z0-9-]+\.tsx$/.test(file));
    expect(files.map((file) => file.replace('.tsx', '')).sort()).toEqual(entries.map((entry) => entry.slug).sort());
  });
});

/** Facts of the installed package: an upgrade that drops one of them fails here. */
describe('facts from the installed @ohif/ui-next', {timeout: 60_000}, () => {
  it('exports everything the pages document', () => {
    const missing = entries
      .flatMap((entry) => [...entry.exports, ...entry.props.map((part) => part.part.split('.')[0]!)])
      .filter((name) => !bundle.hasExport(name));
    expect(missing).toEqual([]);
  });

  it('reads every documented prop, with its documented default', () => {
    const problems: string[] = [];
    for (const entry of entries) {
      for (const {part, props} of entry.props) {
        for (const prop of props) {
          if (prop.passthrough) {
            if (!bundle.mentions(prop.name))
              problems.push(`${part}.${prop.name} (passed to ${prop.passthrough}) is nowhere in the bundle`);
            continue;
          }
          if (!bundle.readsProp(part, prop.name)) problems.push(`${part} does not read ${prop.name}`);
          else if (prop.default && !bundle.hasDefault(part, prop.name, prop.default))
            problems.push(`${part}.${prop.name} default is not ${prop.default}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("documents every prop the library's own parts read, or says why not", () => {
    const problems: string[] = [];
    for (const entry of entries) {
      const parts = new Set([...entry.exports, ...entry.props.map(({part}) => part)]);
      for (const name of entry.exports) for (const member of bundle.staticMembers(name)) parts.add(`${name}.${member}`);
      for (const part of parts) {
        const documented = new Set(entry.props.find((doc) => doc.part === part)?.props.map((prop) => prop.name));
        const omitted = new Set(entry.omitted?.filter((prop) => prop.part === part).map((prop) => prop.name));
        for (const prop of bundle.destructuredProps(part) ?? []) {
          if (!documented.has(prop) && !omitted.has(prop) && !CONVENTIONAL_PROPS.includes(prop))
            problems.push(`${entry.slug}: ${part} reads ${prop}`);
        }
      }
      for (const {part, name, why} of entry.omitted ?? []) {
        if (!bundle.destructuredProps(part)?.includes(name))
          problems.push(`${entry.slug}: ${part} does not read omitted ${name}`);
        if (entry.props.some((doc) => doc.part === part && doc.props.some((prop) => prop.name === name)))
          problems.push(`${entry.slug}: ${part}.${name} is both documented and omitted`);
        if (why.trim().length < 30) problems.push(`${entry.slug}: ${part}.${name} needs a real reason to be left out`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has every variant and size the pickers offer', () => {
    const problems: string[] = [];
    for (const entry of entries) {
      for (const picker of entry.pickers.filter((p) => p.kind !== 'state')) {
        const part = picker.part ?? entry.exports[0]!;
        for (const option of picker.options) {
          if (!bundle.hasOption(part, picker.prop, option.value))
            problems.push(`${part} ${picker.prop}="${option.value}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('notices a prop or variant the bundle does not have', () => {
    expect(bundle.readsProp('Button', 'tone')).toBe(false);
    expect(bundle.hasOption('Button', 'variant', 'primary')).toBe(false);
    expect(bundle.hasDefault('Button', 'variant', "'secondary'")).toBe(false);
    expect(bundle.hasExport('Buttonz')).toBe(false);
  });

  it("reads the props each part destructures, and leaves Radix's own parts to Radix", () => {
    expect(bundle.destructuredProps('Button')).toEqual(['className', 'variant', 'size', 'asChild', 'dataCY']);
    expect(bundle.destructuredProps('DataRow')).toContain('isSecondarySelected');
    expect(bundle.destructuredProps('Numeric.SingleRange')).toContain('numberInputClassName');
    expect(bundle.destructuredProps('SubMenu')).toEqual(expect.arrayContaining(['itemLabel', 'itemIcon', 'onClick']));
    expect(bundle.staticMembers('PanelSection')).toEqual(['Header', 'Content']);
    expect(bundle.staticMembers('Numeric')).toContain('NumberInput');
    // Every part on the AllInOneMenu object is exported on its own too.
    expect(bundle.staticMembers('AllInOneMenu')).toEqual([]);
    expect(bundle.destructuredProps('PanelSection.Content')).toEqual(['children', 'className']);
    expect(bundle.destructuredProps('DropdownMenu')).toBeUndefined();
    expect(bundle.destructuredProps('toast')).toBeUndefined();
  });
});
