import {describe, expect, it} from 'vitest';
import {allowedTypos, editDistance, indexWords, queryWords, singularForms} from '../client/words';

describe('indexWords', () => {
  it('keeps identifiers whole and adds their camelCase and snake_case parts', () => {
    expect(indexWords('addSegmentationRepresentation')).toEqual([
      'addsegmentationrepresentation',
      'add',
      'segmentation',
      'representation',
    ]);
    expect(indexWords('SSL_PORT')).toEqual(['ssl_port', 'ssl', 'port']);
  });

  it('adds compounds written as one word', () => {
    expect(indexWords('cross-origin-isolated')).toEqual(['crossoriginisolated', 'cross', 'origin', 'isolated']);
    expect(indexWords('Types.Services')).toEqual(['typesservices', 'types', 'services']);
  });
});

describe('queryWords', () => {
  it('leaves out the prefix a browser prints before a pasted error', () => {
    const texts = (query: string) => queryWords(query).map((word) => word.text);
    expect(texts('Uncaught (in promise) Error: No modes are defined!')).toEqual(['no', 'modes', 'are', 'defined']);
    expect(texts('TypeError: Failed to fetch')).toEqual(['failed', 'to', 'fetch']);
    expect(texts("Uncaught SyntaxError: Unexpected token '<'")).toEqual(['unexpected', 'token']);
    // Only a prefix: the words a reader typed about errors stay.
    expect(texts('error loading displaySet')).toEqual(['error', 'loading', 'displayset']);
    expect(texts('Uncaught')).toEqual(['uncaught']);
  });

  it('drops the short variable names a production build gives, keeping the member', () => {
    expect(queryWords('o.extensions is undefined').map((word) => word.text)).toEqual(['extensions', 'is', 'undefined']);
    expect(queryWords('e.someKey')).toEqual([{text: 'somekey', pieces: [], stop: false}]);
    expect(queryWords('Types.Services')).toEqual([{text: 'typesservices', pieces: ['types', 'services'], stop: false}]);
    expect(queryWords('3.9.3')).toEqual([{text: '393', pieces: ['3', '9', '3'], stop: false}]);
  });

  it('marks stop words and joins words typed with inner punctuation', () => {
    expect(queryWords('how do I add c-move')).toEqual([
      {text: 'how', pieces: [], stop: true},
      {text: 'do', pieces: [], stop: true},
      {text: 'i', pieces: [], stop: true},
      {text: 'add', pieces: [], stop: false},
      {text: 'cmove', pieces: ['c', 'move'], stop: false},
    ]);
  });
});

describe('typos', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('servcie', 'service')).toBe(1);
    expect(editDistance('segmentaton', 'segmentation')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });

  it('allows one typo from 4 letters and two from 8', () => {
    expect([3, 4, 7, 8].map(allowedTypos)).toEqual([0, 1, 1, 2]);
  });

  it('knows the singular of common plurals', () => {
    expect(singularForms('services')).toContain('service');
    expect(singularForms('proxies')).toContain('proxy');
    expect(singularForms('boxes')).toContain('box');
    expect(singularForms('cors')).toEqual(['cor']);
    expect(singularForms('class')).toEqual([]);
  });
});
