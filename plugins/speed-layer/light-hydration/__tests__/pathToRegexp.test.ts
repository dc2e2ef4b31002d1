import {describe, expect, it} from 'vitest';
import library from 'path-to-regexp/index.js';
import pathToRegexp from '../client/pathToRegexp';

describe('react-router’s path-to-regexp', () => {
  const cases: Array<[string, {end?: boolean; strict?: boolean; sensitive?: boolean}, string]> = [
    ['/docs', {end: false}, '/docs/intro'],
    ['/docs', {end: true}, '/Docs/'],
    ['/docs/', {end: false, strict: true}, '/docs/intro'],
    ['/blog/:slug', {end: true}, '/blog/hello'],
    ['*', {end: false}, '/anything'],
    ['/docs', {end: false}, '/docs/ünicode'],
    ['/docs', {end: false}, '/elsewhere'],
  ];

  it.each(cases)('matches %j (%j) against %j as the library does', (path, options, pathname) => {
    const keys: library.Key[] = [];
    const expectedKeys: library.Key[] = [];
    const actual = pathToRegexp(path, keys, options).exec(pathname);
    const expected = library(path, expectedKeys, options).exec(pathname);
    expect(actual === null ? null : [...actual]).toEqual(expected === null ? null : [...expected]);
    expect(keys).toEqual(expectedKeys);
  });

  it('keeps the library’s other functions, which react-router’s generatePath uses', () => {
    expect(pathToRegexp.compile('/blog/:slug')({slug: 'hello'})).toBe('/blog/hello');
    expect(pathToRegexp.parse).toBe(library.parse);
  });
});
