import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isDocFile} from '../../shared/docRoutes.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const VERSIONS: string[] = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8'));
const FOLDERS = ['docs', ...VERSIONS.map((version) => `versioned_docs/version-${version}`)];

/** Every doc page of every version, with its front matter `keywords` line as written. */
function pages(): Array<{file: string; line: string | undefined}> {
  return FOLDERS.flatMap((folder) =>
    (fs.readdirSync(path.join(ROOT, folder), {recursive: true}) as string[])
      .map((file) => file.split(path.sep).join('/'))
      .filter(isDocFile)
      .map((file) => {
        const source = fs.readFileSync(path.join(ROOT, folder, file), 'utf8');
        const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
        return {file: `${folder}/${file}`, line: /^keywords: (.*)$/m.exec(frontMatter)?.[1]};
      }),
  );
}

describe('page keywords (front matter)', () => {
  it('every doc page lists the words readers use for it, as a one-line list of a few distinct phrases', () => {
    for (const {file, line} of pages()) {
      expect(line, `${file} has no keywords`).toBeDefined();
      const keywords: unknown = JSON.parse(line!);
      expect(Array.isArray(keywords), file).toBe(true);
      const list = keywords as string[];
      expect(list.length, file).toBeGreaterThanOrEqual(2);
      expect(list.length, file).toBeLessThanOrEqual(12);
      expect(list.every((keyword) => typeof keyword === 'string' && keyword.trim() === keyword && keyword !== '')).toBe(
        true,
      );
      expect(new Set(list.map((keyword) => keyword.toLowerCase())).size, file).toBe(list.length);
      // A comma would split a keyword in two in the page's <meta name="keywords">.
      expect(
        list.some((keyword) => keyword.includes(',')),
        file,
      ).toBe(false);
    }
  });
});
