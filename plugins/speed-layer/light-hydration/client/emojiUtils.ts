// theme-common's `utils/emojiUtils.js` (aliased here by ../index.ts): `extractLeadingEmoji`,
// which DocCard uses to split "⚠️ Title" into its emoji and the rest. theme-common builds its
// `Intl.Segmenter` when the module is evaluated, and so on every page, since the module is in
// `main`: the browser loads its grapheme-break data then, one task of 30–80 ms on this
// project's 2-core test machine, four times that on Lighthouse's phone. Here the segmenter and
// the emoji pattern are made on first use, and a label that starts with a plain ASCII character
// needs neither.

type Extracted = {emoji: string | null; rest: string};

let graphemes: Intl.Segmenter | undefined;
let rgiEmoji: RegExp | undefined;

const VARIATION_SELECTOR_16 = '\uFE0F';

/**
 * True when `input` cannot start with an emoji, decided without Intl. The only emoji that start
 * with an ASCII character are the keycaps (`#`, `*`, `0`–`9`), and in their RGI form the second
 * character is always U+FE0F.
 */
function startsWithPlainAscii(input: string): boolean {
  return input.charCodeAt(0) < 0x80 && input[1] !== VARIATION_SELECTOR_16;
}

/** The leading emoji of `input`, if its first grapheme is one; `rest` is not trimmed. */
export function extractLeadingEmoji(input: string): Extracted {
  if (input === '' || startsWithPlainAscii(input)) return {emoji: null, rest: input};
  graphemes ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  const grapheme = graphemes.segment(input)[Symbol.iterator]().next().value?.segment;
  if (!grapheme) return {emoji: null, rest: input};
  // Emoji sequences (flags, ZWJ, skin tones), and not digits: the `v` flag's set property.
  rgiEmoji ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  if (!rgiEmoji.test(grapheme)) return {emoji: null, rest: input};
  return {emoji: grapheme, rest: input.slice(grapheme.length)};
}
