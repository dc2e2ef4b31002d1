import {describe, expect, it} from 'vitest';
import {editDistance, headingNamesAll, isCloseMatch, matchesAllTerms, rankByHeadings, wordsOf} from '../client/relevance';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps', () => {
    expect(editDistance('segmentaton', 'segmentation')).toBe(1);
    expect(editDistance('hanigng', 'hanging')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('isCloseMatch', () => {
  it('accepts prefixes while typing', () => {
    expect(isCloseMatch('prot', 'protocol')).toBe(true);
    expect(isCloseMatch('z', 'z')).toBe(true);
  });

  it('tolerates one typo in words of five letters or more', () => {
    expect(isCloseMatch('segmentaton', 'segmentation')).toBe(true);
    expect(isCloseMatch('nginz', 'nginx')).toBe(true);
    expect(isCloseMatch('dicomwbe', 'dicomweb')).toBe(true);
    expect(isCloseMatch('dicm', 'dicom')).toBe(false);
  });

  it('rejects what only shares a short prefix', () => {
    expect(isCloseMatch('zzqqxxjjvv', 'z')).toBe(false);
    expect(isCloseMatch('segmentaton', 'segment')).toBe(false);
  });
});

describe('wordsOf / matchesAllTerms', () => {
  it('splits code tokens into the words a reader types', () => {
    expect(wordsOf('removeSegment(segmentationId,')).toEqual(
      expect.arrayContaining(['removesegment', 'segmentationid', 'remove', 'segment', 'segmentation', 'id']),
    );
  });

  it('needs every query word to match one of the matched words', () => {
    const content = 'Configure the hanging protocol engine';
    expect(matchesAllTerms(content, [2, 3], ['hanging', 'prot'])).toBe(true);
    expect(matchesAllTerms(content, [2], ['hanging', 'prot'])).toBe(false);
  });
});

describe('headingNamesAll', () => {
  it('finds every query word among the words of a heading, camelCase parts included', () => {
    expect(headingNamesAll('DisplaySetService', ['displaysetservice'])).toBe(true);
    expect(headingNamesAll('DisplaySetService', ['display', 'serv'])).toBe(true);
    expect(headingNamesAll('Google Cloud Healthcare', ['google', 'cloud', 'healthcare'])).toBe(true);
    expect(headingNamesAll('Google Cloud Healthcare', ['google', 'docker'])).toBe(false);
  });

  it('reads a heading as one word for longer query words only', () => {
    expect(headingNamesAll('Data Sources', ['datasources'])).toBe(true);
    expect(headingNamesAll('Accordion scroll', ['cors'])).toBe(false);
  });
});

describe('rankByHeadings', () => {
  const result = (level: string, heading: string) => ({meta: {level, [level]: heading}});

  it('puts pages named by the query first, then sections named by it, then the rest in order', () => {
    const body = result('lvl2', 'Example: show the active viewport');
    const section = result('lvl2', 'DisplaySetService events');
    const page = result('lvl1', 'DisplaySetService');
    const other = result('lvl3', 'Subscribing');
    expect(rankByHeadings([body, section, other, page], ['displaysetservice'])).toEqual([page, section, body, other]);
  });
});
