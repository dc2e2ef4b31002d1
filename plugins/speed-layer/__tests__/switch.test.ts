import {describe, expect, it} from 'vitest';
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
