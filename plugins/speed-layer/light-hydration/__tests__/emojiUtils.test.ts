import {describe, expect, it} from 'vitest';
import {extractLeadingEmoji as themeCommon} from '../../../../node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js';
import {extractLeadingEmoji} from '../client/emojiUtils';

describe('extractLeadingEmoji', () => {
  const labels = [
    '',
    'Getting started',
    ' leading space',
    '⚠️ Warning',
    '⚠ Warning without the variation selector',
    '🚀Launch',
    '👍🏽 skin tone',
    '👩‍💻 ZWJ sequence',
    '🇫🇷 flag',
    '🏴󠁧󠁢󠁳󠁣󠁴󠁿 tag sequence',
    '1️⃣ keycap',
    '#️⃣ hash keycap',
    '*️⃣ star keycap',
    '1⃣ keycap without the selector',
    '1. numbered',
    '#hash',
    'é accented',
    'e\u0301 combining accent',
    '© copyright sign',
    '©️ copyright emoji',
    '日本語',
    '\uFE0F stray selector',
    '\uD83D lone surrogate',
  ];

  it.each(labels)('splits %j as theme-common does', (label) => {
    expect(extractLeadingEmoji(label)).toEqual(themeCommon(label));
  });

  it('returns the emoji and the untrimmed rest', () => {
    expect(extractLeadingEmoji('🚀 Deploy')).toEqual({emoji: '🚀', rest: ' Deploy'});
  });
});
