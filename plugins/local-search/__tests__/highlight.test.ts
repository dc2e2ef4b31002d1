import {describe, expect, it} from 'vitest';
import {highlight, queryTerms} from '../client/highlight';

describe('highlight', () => {
  it('marks words that start with a query term, case-insensitively', () => {
    expect(highlight('Display sets and DisplaySetService', ['display']).value).toBe(
      '<mark>Display</mark> sets and <mark>DisplaySetService</mark>',
    );
  });

  it('prefers the longest term and reports the term, not the word, as matched', () => {
    expect(highlight('Segmentation segments', ['seg', 'segmentation'])).toEqual({
      value: '<mark>Segmentation</mark> <mark>segments</mark>',
      matchedWords: ['segmentation', 'seg'],
    });
    expect(highlight('no match here', ['xyz'])).toEqual({value: 'no match here', matchedWords: []});
  });

  it('escapes HTML around and inside marks', () => {
    const {value, matchedWords} = highlight('<b>seg</b> & <script>segment</script>', ['seg']);
    expect(value).toBe('&lt;b&gt;<mark>seg</mark>&lt;/b&gt; &amp; &lt;script&gt;<mark>segment</mark>&lt;/script&gt;');
    expect(matchedWords).toEqual(['seg']);
  });

  it('treats regex characters, emoji and right-to-left text as plain text', () => {
    expect(() => highlight('a.*b', queryTerms('.*+?^${}()|[]\\'))).not.toThrow();
    expect(highlight('🩻 تجزئة الصورة', queryTerms('تجزئة')).value).toBe('🩻 <mark>تجزئة</mark> الصورة');
  });
});

describe('queryTerms', () => {
  it('splits into unique lowercase words', () => {
    expect(queryTerms('  Hanging hanging PROTOCOL! ')).toEqual(['hanging', 'protocol']);
    expect(queryTerms('<>"\'')).toEqual([]);
  });
});
