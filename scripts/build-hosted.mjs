#!/usr/bin/env node
// @ts-check
/**
 * Builds the site in hosted-search mode into `build-hosted/`, with the made-up Algolia
 * application the browser tests answer for (tests/e2e/support/hosted-search.json): the
 * hosted mode is tested without a network or an Algolia account. It is also the build with a
 * deployment's own settings (tests/e2e/support/hosted-settings.json: `SITE_URL`, `EDIT_URL`),
 * which tests/e2e/site-settings.spec.ts compares with the defaults of `build/`.
 *
 *   node scripts/build-hosted.mjs
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const fixture = JSON.parse(fs.readFileSync(path.resolve('tests/e2e/support/hosted-search.json'), 'utf8'));
const settings = JSON.parse(fs.readFileSync(path.resolve('tests/e2e/support/hosted-settings.json'), 'utf8'));
const cli = path.resolve('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
const result = spawnSync(process.execPath, [cli, 'build', '--out-dir', 'build-hosted'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...settings,
    ALGOLIA_APP_ID: fixture.appId,
    ALGOLIA_API_KEY: fixture.apiKey,
    ALGOLIA_INDEX_NAME: fixture.indexName,
  },
});
process.exit(result.status ?? 1);
