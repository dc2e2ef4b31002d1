import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {componentSlugsIn} from '../index';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {splitExamples} = require('../exampleSourceLoader.js') as {
  splitExamples: (source: string) => Record<string, string>;
};

describe('componentSlugsIn', () => {
  it('makes one slug per kebab-case data file, ignoring anything else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'component-pages-'));
    for (const file of ['button.ts', 'tool-button-list.ts', 'README.md', 'Bad.ts', 'helper.test.ts'])
      fs.writeFileSync(path.join(dir, file), '');
    expect(await componentSlugsIn(dir)).toEqual(['button', 'tool-button-list']);
  });
});

describe('example-source loader', () => {
  const source = [
    "import React, {useState} from 'react';",
    "import {Button, Icons, Input} from '@ohif/ui-next';",
    '',
    'const NAMES = [1, 2];',
    '',
    'function count() {',
    '  return NAMES.length;',
    '}',
    '',
    '/** The button. */',
    'export function Usage() {',
    '  return <Button>Save</Button>;',
    '}',
    '',
    'export function WithState() {',
    '  const [value] = useState(count());',
    '  return <Icons.Add data-value={value} />;',
    '}',
  ].join('\n');

  it('gives each exported function with only the imports and helpers it uses', () => {
    const parts = splitExamples(source);
    expect(Object.keys(parts)).toEqual(['Usage', 'WithState']);
    expect(parts.Usage).toBe(
      "import React from 'react';\nimport {Button} from '@ohif/ui-next';\n\n/** The button. */\nexport function Usage() {\n  return <Button>Save</Button>;\n}\n",
    );
    expect(parts.WithState).toContain("import React, {useState} from 'react';");
    expect(parts.WithState).toContain("import {Icons} from '@ohif/ui-next';");
    expect(parts.WithState).toContain('const NAMES = [1, 2];');
    expect(parts.WithState).toContain('function count()');
    expect(parts.WithState).not.toContain('Input');
  });
});
