import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {cachedOutput, globBase, hashInputs, KEPT_PER_NAME} from '../outputCache';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'output-cache-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('cachedOutput', () => {
  it('computes once for the same inputs, and again when a file among them changes', async () => {
    const input = path.join(dir, 'input.txt');
    fs.writeFileSync(input, 'one');
    let computed = 0;
    const run = () => cachedOutput('page', [{file: input}, {text: 'options'}], async () => `out ${++computed}`, dir);
    expect(await run()).toEqual({output: 'out 1', reused: false});
    expect(await run()).toEqual({output: 'out 1', reused: true});
    fs.writeFileSync(input, 'two');
    expect(await run()).toEqual({output: 'out 2', reused: false});
    // The input's first state is still kept, beside the second.
    fs.writeFileSync(input, 'one');
    expect(await run()).toEqual({output: 'out 1', reused: true});
  });

  it(`keeps the latest ${KEPT_PER_NAME} outputs of a name`, async () => {
    for (let version = 0; version < KEPT_PER_NAME + 2; version++) {
      await cachedOutput('many', [{text: String(version)}], async () => String(version), dir);
    }
    expect(fs.readdirSync(dir).filter((file) => file.startsWith('many-'))).toHaveLength(KEPT_PER_NAME);
  });

  it('keeps nothing when the computation fails', async () => {
    await expect(
      cachedOutput('failing', [{text: 'x'}], () => Promise.reject(new Error('no output')), dir),
    ).rejects.toThrow('no output');
    expect(fs.readdirSync(dir).some((file) => file.startsWith('failing-'))).toBe(false);
  });
});

describe('hashInputs', () => {
  it('tells apart lists that would read the same run together', async () => {
    expect(await hashInputs([{text: 'ab'}, {text: 'c'}])).not.toBe(await hashInputs([{text: 'a'}, {text: 'bc'}]));
  });
});

describe('globBase', () => {
  it('is the folder before the first wildcard', () => {
    expect(globBase('/site/src/design-system/**/*.tsx')).toBe(path.join('/site/src/design-system'));
    expect(globBase('/site/node_modules/pkg/dist/bundle.js')).toBe(path.join('/site/node_modules/pkg/dist'));
  });
});
