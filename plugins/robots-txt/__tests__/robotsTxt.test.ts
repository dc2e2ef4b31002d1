import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import robotsTxtPlugin from '../index';
import {robotsTxt} from '../robotsTxt';

describe('robotsTxt', () => {
  it('lets every crawler in and names the sitemap at the site’s own address', () => {
    const text = robotsTxt({noIndex: false, siteUrl: 'https://docs.hospital.example', baseUrl: '/docs/'});
    expect(text).toContain('User-agent: *\nDisallow:\n');
    expect(text).toContain('Sitemap: https://docs.hospital.example/docs/sitemap.xml\n');
  });

  it('asks every crawler to stay out of a noindex copy, and names no sitemap', () => {
    const text = robotsTxt({noIndex: true, siteUrl: 'https://docs.hospital.example', baseUrl: '/'});
    expect(text).toContain('User-agent: *\nDisallow: /\n');
    expect(text).not.toContain('Sitemap:');
  });
});

describe('robots-txt plugin', () => {
  it('writes robots.txt into the build, following the site’s noIndex', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'robots-txt-'));
    try {
      const siteConfig = {noIndex: true, url: 'https://intranet.example', baseUrl: '/ohif/'};
      const plugin = robotsTxtPlugin({siteConfig} as unknown as LoadContext);
      await plugin.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
      expect(fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain('Disallow: /ohif/\n');
    } finally {
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  });
});
