import {describe, expect, it} from 'vitest';
import pathToRegexp from 'path-to-regexp/index.js';
import {isPlainPath, matchPlainPath, type PathOptions} from '../plainPath';

const paths = ['/', '/docs', '/docs/', '/3.8', '/3.8/configuration/url', '/Release-Notes', '/a.b+c'];
const pathnames = [
  '',
  '/',
  '//',
  '/docs',
  '/docs/',
  '/docs//',
  '/DOCS/intro',
  '/docsx',
  '/docs/intro/',
  '/3.8',
  '/3.80',
  '/3.8/',
  '/3x8',
  '/3.8/configuration/URL/',
  '/release-notes',
  '/a.b+c/d',
  '/aXb+c',
];
const optionSets: PathOptions[] = [
  {end: true},
  {end: false},
  {end: true, sensitive: true},
  {end: false, sensitive: true},
];

describe('matchPlainPath', () => {
  for (const options of optionSets) {
    it(`answers as path-to-regexp's expression does with ${JSON.stringify(options)}`, () => {
      for (const path of paths) {
        const expression = pathToRegexp(path, [], options);
        for (const pathname of pathnames) {
          const expected = expression.exec(pathname)?.[0] ?? null;
          expect(matchPlainPath(path, pathname, options), `${path} against ${pathname}`).toBe(expected);
        }
      }
    });
  }

  it('leaves a non-ASCII pathname to the expression unless the match is case-sensitive', () => {
    expect(matchPlainPath('/docs', '/docs/ünicode', {end: false})).toBeUndefined();
    expect(matchPlainPath('/docs', '/docs/ünicode', {end: false, sensitive: true})).toBe('/docs');
  });
});

describe('isPlainPath', () => {
  it('takes text paths only, and not strict ones', () => {
    expect(isPlainPath('/3.8/configuration/url')).toBe(true);
    expect(isPlainPath('/blog/:slug')).toBe(false);
    expect(isPlainPath('*')).toBe(false);
    expect(isPlainPath('/docs(/extra)?')).toBe(false);
    expect(isPlainPath('/dö')).toBe(false);
    expect(isPlainPath('/docs', {strict: true})).toBe(false);
    expect(isPlainPath(['/a', '/b'])).toBe(false);
  });
});
