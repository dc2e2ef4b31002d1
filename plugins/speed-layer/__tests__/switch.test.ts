import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {builtWithSpeedLayer} from '../mode.mjs';
import {speedLayer, speedLayerEnabled} from '../switch';

const prism = {theme: {plain: {}, styles: []}, darkTheme: {plain: {}, styles: []}, additionalLanguages: []};

describe('SPEED_LAYER', () => {
  it('is on unless set to off', () => {
    expect(speedLayerEnabled({})).toBe(true);
    expect(speedLayerEnabled({SPEED_LAYER: ''})).toBe(true);
    expect(speedLayerEnabled({SPEED_LAYER: 'on'})).toBe(true);
    expect(speedLayerEnabled({SPEED_LAYER: ' OFF '})).toBe(false);
  });

  it('refuses any other value, saying which it takes', () => {
    expect(() => speedLayerEnabled({SPEED_LAYER: 'false'})).toThrow('SPEED_LAYER must be "on" or "off"');
  });

  it('off, gives the config no preset and no Markdown step', () => {
    expect(speedLayer({SPEED_LAYER: 'off'}, {prism})).toMatchObject({presets: [], rehypePlugins: [], recmaPlugins: []});
    const on = speedLayer({}, {prism});
    expect(on.presets).toEqual(['./plugins/speed-layer/index.ts']);
    expect(on.rehypePlugins).toHaveLength(1);
    expect(on.recmaPlugins).toHaveLength(1);
  });
});

describe('builtWithSpeedLayer', () => {
  const buildWith = (html: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'speed-layer-build-'));
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    return dir;
  };

  it("tells a build whose pages list their scripts for paint-first's loader from a stock one", () => {
    const minified =
      '<link rel=stylesheet href=/a.css /><script id=__docusaurus-scripts type=application/json>["/m.js"]';
    expect(builtWithSpeedLayer(buildWith(minified))).toBe(true);
    expect(builtWithSpeedLayer(buildWith('<script id="__docusaurus-scripts" type="application/json">'))).toBe(true);
    expect(builtWithSpeedLayer(buildWith('<script src=/assets/js/main.1234abcd.js defer></script>'))).toBe(false);
  });
});
