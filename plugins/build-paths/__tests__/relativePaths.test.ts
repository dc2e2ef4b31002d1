import {describe, expect, it} from 'vitest';
import loader from '../relativePathsLoader.js';

const {relativizeSitePaths} = loader as unknown as {
  relativizeSitePaths: (json: string, siteDir: string) => string | undefined;
};

describe('relativizeSitePaths', () => {
  const siteDir = '/home/builder/ohif-docs';

  it('makes paths inside the site folder relative to it, keys and nested values included', () => {
    const json = JSON.stringify({
      siteDir,
      versions: [{contentPath: `${siteDir}/docs`, sidebarFilePath: `${siteDir}/sidebars.ts`}],
      [`${siteDir}/docs/faq.md`]: {source: '@site/docs/faq.md'},
    });
    expect(JSON.parse(relativizeSitePaths(json, siteDir)!)).toEqual({
      siteDir: '.',
      versions: [{contentPath: 'docs', sidebarFilePath: 'sidebars.ts'}],
      'docs/faq.md': {source: '@site/docs/faq.md'},
    });
  });

  it('leaves alone what names no path of the site, a sibling folder with a longer name included', () => {
    expect(relativizeSitePaths(JSON.stringify({permalink: '/faq'}), siteDir)).toBeUndefined();
    const sibling = JSON.stringify({path: `${siteDir}-old/docs`});
    expect(JSON.parse(relativizeSitePaths(sibling, siteDir)!)).toEqual({path: `${siteDir}-old/docs`});
  });
});
