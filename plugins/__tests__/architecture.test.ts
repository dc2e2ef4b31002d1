import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {TECHNIQUES} from '../speed-layer';

const PLUGINS_DIR = path.join(__dirname, '..');
const plugins = fs
  .readdirSync(PLUGINS_DIR, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
  .map((entry) => entry.name);

describe('ARCHITECTURE.md', () => {
  const guide = fs.readFileSync(path.join(PLUGINS_DIR, '..', 'ARCHITECTURE.md'), 'utf8');
  /** The first column of the table in the guide's Plugins section. */
  const section = guide.slice(guide.indexOf('\n## Plugins'), guide.indexOf('\n## ', guide.indexOf('\n## Plugins') + 1));
  const listed = [...section.matchAll(/^\| `([\w/-]+)` \|/gm)].map((match) => match[1]!);

  it('names every plugin folder and every technique of the speed layer in its plugin table', () => {
    const expected = [...plugins, ...Object.keys(TECHNIQUES).map((technique) => `speed-layer/${technique}`)];
    expect(expected.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !expected.includes(name))).toEqual([]);
  });
});
