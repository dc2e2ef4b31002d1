import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/e2e/support/browser.ts';
