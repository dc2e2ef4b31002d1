import {describe, expect, it} from 'vitest';
import {assertReplacementsUnchanged, findDrift, installedPackages, type Installed} from '../guard';
import {REPLACEMENTS} from '../replacements';

/** The installed packages, except for the files and versions given. */
function installedWith(changes: {content?: Record<string, string | undefined>; versions?: Record<string, string>}) {
  return {
    version: (name) => changes.versions?.[name] ?? installedPackages.version(name),
    content: (row) =>
      row.file in (changes.content ?? {}) ? changes.content![row.file] : installedPackages.content(row),
  } satisfies Installed;
}

describe('the upgrade guard', () => {
  it('accepts the installed framework: every pinned file is the one our replacement was written against', () => {
    expect(findDrift().map(({row}) => `${row.package}/${row.file}`)).toEqual([]);
    expect(() => assertReplacementsUnchanged()).not.toThrow();
  });

  it('stops the build on a changed file, naming it and the module of ours that replaces it', () => {
    const installed = installedWith({content: {'lib/client/clientEntry.js': '// a patch release changed this\n'}});
    expect(() => assertReplacementsUnchanged(REPLACEMENTS, installed)).toThrow(
      /@docusaurus\/core 3\.10\.2: lib\/client\/clientEntry\.js \(sha256 [0-9a-f]{16} → [0-9a-f]{16}\), replaced by plugins\/speed-layer\/light-hydration\/client\/clientEntry\.tsx/,
    );
  });

  it('names every changed file of an upgraded package, and a file the upgrade removed', () => {
    const installed = installedWith({
      versions: {'react-helmet-async': '2.0.5'},
      content: {'lib/index.module.js': 'export const HelmetProvider = 2;\n', 'lib/ssg/ssgTemplate.html.js': undefined},
    });
    const message = (() => {
      try {
        assertReplacementsUnchanged(REPLACEMENTS, installed);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^\[speed-layer\] 2 framework file/);
    expect(message).toContain('react-helmet-async 1.3.0 → 2.0.5: lib/index.module.js');
    expect(message).toContain('replaced by plugins/speed-layer/lean-main/helmet/index.tsx');
    expect(message).toContain(
      'lib/ssg/ssgTemplate.html.js (file missing), replaced by plugins/speed-layer/paint-first/template.html',
    );
    expect(message).toContain('SPEED_LAYER=off');
  });

  it('stops the build on a new version even when the file is unchanged', () => {
    const installed = installedWith({versions: {'path-to-regexp': '1.9.1'}});
    expect(findDrift(REPLACEMENTS, installed).map(({row}) => row.by)).toEqual([
      'light-hydration/client/pathToRegexp.ts',
    ]);
  });
});
