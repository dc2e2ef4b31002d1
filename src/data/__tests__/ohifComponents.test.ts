import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {COMPONENT_DOCS} from '../ohifComponents';

const siteDir = path.resolve(__dirname, '../../..');
const umd = fs.readFileSync(path.join(siteDir, 'node_modules/@ohif/ui-next/dist/ohif-ui-next.umd.js'), 'utf8');
const examplesDir = path.join(siteDir, 'src/components/OhifExamples');

/** The UMD declares its exports as `{Name:()=>…,…}`. */
const isExported = (name: string) => new RegExp(`[{,]${name}:\\(\\)=>`).test(umd);

describe('COMPONENT_DOCS', () => {
  it('has unique anchors and names', () => {
    const ids = COMPONENT_DOCS.map((doc) => doc.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
    expect(new Set(COMPONENT_DOCS.map((doc) => doc.name)).size).toBe(COMPONENT_DOCS.length);
  });

  it('covers the components the brief lists', () => {
    const names = COMPONENT_DOCS.flatMap((doc) => doc.imports);
    for (const required of ['Button', 'Input', 'Label', 'Select', 'Tabs', 'Switch', 'Checkbox', 'Toggle', 'Slider', 'ScrollArea', 'DropdownMenu', 'Tooltip', 'toast', 'Card', 'DataRow', 'Icons']) {
      expect(names).toContain(required);
    }
  });

  it('only names exports the installed library has', () => {
    const missing = COMPONENT_DOCS.flatMap((doc) => doc.imports).filter((name) => !isExported(name));
    expect(missing).toEqual([]);
  });

  it('points every entry at an example file that imports what the entry documents', () => {
    for (const doc of COMPONENT_DOCS) {
      const file = path.join(examplesDir, `${doc.example}.tsx`);
      expect(fs.existsSync(file), file).toBe(true);
      const source = fs.readFileSync(file, 'utf8');
      expect(source).toContain("from '@ohif/ui-next'");
      expect(source, doc.example).toMatch(new RegExp(`\\b${doc.imports[0]}\\b`));
    }
  });

  it('documents every prop with a type and a description', () => {
    for (const doc of COMPONENT_DOCS) {
      expect(doc.props.length, doc.id).toBeGreaterThan(0);
      for (const prop of doc.props) {
        expect(prop.name.trim(), doc.id).not.toBe('');
        expect(prop.type.trim(), `${doc.id}.${prop.name}`).not.toBe('');
        expect(prop.description.trim(), `${doc.id}.${prop.name}`).not.toBe('');
      }
    }
  });

  it('has exactly one example per example file and no orphan files', () => {
    const files = fs.readdirSync(examplesDir).filter((file) => file.endsWith('Example.tsx')).map((file) => file.replace('.tsx', ''));
    expect(COMPONENT_DOCS.map((doc) => doc.example).sort()).toEqual(files.sort());
  });
});
