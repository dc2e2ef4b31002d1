import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/e2e/support/browser';

/** Ports can be moved (`E2E_PORT`) when another checkout runs its tests on the same machine. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Port of a second server that mounts the same build under a path it was not built for. */
export const WRONG_BASE_PORT = PORT + 1;
/** Port of the build made with a hosted Algolia index (`npm run build:hosted`). */
export const HOSTED_PORT = PORT + 2;
/** Ports of the real nginx that tests/e2e/nginx.spec.ts starts with deploy/nginx.conf: HTTPS, and plain HTTP. */
export const NGINX_PORT = PORT + 3;
export const NGINX_HTTP_PORT = PORT + 4;

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 45_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions()}}],
  webServer: [
    {
      command: `node scripts/serve-build.mjs --dir build --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve-build.mjs --dir build --port ${WRONG_BASE_PORT} --mount /wrong-base/`,
      url: `http://127.0.0.1:${WRONG_BASE_PORT}/wrong-base/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve-build.mjs --dir build-hosted --port ${HOSTED_PORT}`,
      url: `http://127.0.0.1:${HOSTED_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
