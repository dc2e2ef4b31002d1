import {describe, expect, it} from 'vitest';
import {findChromium} from '../browser';

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH', () => {
    expect(findChromium({CHROMIUM_PATH: '/opt/chrome'}, () => false)).toBe('/opt/chrome');
  });

  it('falls back to the first system browser that exists', () => {
    expect(findChromium({}, (p) => p === '/usr/bin/chromium-browser')).toBe('/usr/bin/chromium-browser');
  });

  it('leaves the choice to Playwright when none is installed', () => {
    expect(findChromium({}, () => false)).toBeUndefined();
  });
});
