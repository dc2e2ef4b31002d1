import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BundleFacts} from '../bundleFacts';
import type {AnatomyPart, ComponentDoc} from '../../types/docs';

const siteDir = path.resolve(__dirname, '../../../..');
const bundle = BundleFacts.fromFile(path.join(siteDir, 'node_modules/@ohif/ui-next/dist/ohif-ui-next.umd.js'));
const COMPOUND = ['all-in-one-menu', 'smart-scrollbar', 'numeric'];

async function docOf(slug: string): Promise<ComponentDoc> {
  return ((await import(`../components/${slug}.ts`)) as {default: ComponentDoc}).default;
}

/** Every part with the part it sits in (the nearest one you write yourself). */
function* walk(parts: AnatomyPart[], parent?: string): Generator<{part: AnatomyPart; parent?: string}> {
  for (const part of parts) {
    yield {part, parent};
    yield* walk(part.children ?? [], part.automatic ? parent : part.name);
  }
}

describe('anatomy of the compound components', {timeout: 60_000}, () => {
  it('is given for AllInOneMenu, SmartScrollbar and Numeric', async () => {
    for (const slug of COMPOUND) expect((await docOf(slug)).anatomy?.length, slug).toBeGreaterThan(0);
  });

  it('names parts the package exports, and props their parent reads', async () => {
    const problems: string[] = [];
    for (const slug of COMPOUND) {
      for (const {part, parent} of walk((await docOf(slug)).anatomy ?? [])) {
        expect(part.role, `${slug} ${part.name}`).toMatch(/^[A-Z].+\.$/);
        if (part.automatic) continue;
        if (/^[a-z]/.test(part.name)) {
          // A prop such as children: its parent must read it.
          if (!parent || !bundle.readsProp(parent, part.name))
            problems.push(`${slug}: ${parent} does not read ${part.name}`);
          continue;
        }
        const [name, member] = part.name.split('.');
        if (!bundle.hasExport(name!)) problems.push(`${slug}: ${name} is not exported`);
        else if (member && !new RegExp(`[{,]${member}:`).test(bundle.definitionOf(name!)))
          problems.push(`${slug}: ${name} has no ${member}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('notices a part the package does not have', () => {
    expect(bundle.hasExport('SmartScrollbarThumb')).toBe(false);
    expect(/[{,]Slider:/.test(bundle.definitionOf('Numeric'))).toBe(false);
  });
});
