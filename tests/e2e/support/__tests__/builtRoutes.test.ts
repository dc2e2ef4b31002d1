import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {builtRoutes, existsInBuild} from '../builtRoutes';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-routes-'));
for (const file of [
  'index.html',
  '404.html',
  'deployment/index.html',
  'deployment/docker/index.html',
  '3.8/index.html',
  'assets/js/x.html',
  'img/logo.svg',
]) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  fs.writeFileSync(path.join(dir, file), '');
}
fs.mkdirSync(path.join(dir, 'faq-old'));
fs.writeFileSync(
  path.join(dir, 'faq-old', 'index.html'),
  '<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n    <meta http-equiv="refresh" content="0; url=/faq">',
);
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('builtRoutes', () => {
  it('lists every page of the build, not the asset folders or redirect pages', () => {
    expect(builtRoutes(dir)).toEqual(['/', '/3.8', '/404.html', '/deployment', '/deployment/docker']);
  });
});

describe('existsInBuild', () => {
  it('accepts pages with or without a trailing slash, and static files', () => {
    expect(existsInBuild(dir, '/deployment/')).toBe(true);
    expect(existsInBuild(dir, '/deployment/docker')).toBe(true);
    expect(existsInBuild(dir, '/img/logo.svg')).toBe(true);
    expect(existsInBuild(dir, '/deployment/kubernetes')).toBe(false);
  });
});
