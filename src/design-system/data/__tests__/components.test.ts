import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {BundleFacts} from '../bundleFacts';
import {COMPONENT_GROUPS, type ComponentEntry, type ComponentDoc} from '../../types/docs';
import {PATTERNS} from '../designSystem';

const siteDir = path.resolve(__dirname, '../../../..');
const dataDir = path.join(siteDir, 'src/design-system/data/components');
const examplesDir = path.join(siteDir, 'src/design-system/examples');
const bundle = BundleFacts.fromFile(path.join(siteDir, 'node_modules/@ohif/ui-next/dist/ohif-ui-next.umd.js'));

let entries: ComponentEntry[] = [];

beforeAll(async () => {
  const files = fs.readdirSync(dataDir).filter((file) => file.endsWith('.ts'));
  entries = await Promise.all(
    files.map(async (file) => ({
      slug: file.replace(/\.ts$/, ''),
      ...((await import(path.join(dataDir, file))) as {default: ComponentDoc}).default,
    })),
  );
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
      expect(entry.examples.length, `${entry.slug}: two or three viewer examples`).toBeGreaterThanOrEqual(2);
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
});
