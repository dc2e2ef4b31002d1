import {describe, expect, it} from 'vitest';
import loader from '../trimLoader.js';

const {trimVersionProps} = loader as {trimVersionProps: (json: string) => string | undefined};

describe('trimVersionProps', () => {
  it('drops doc descriptions and keeps everything else', () => {
    const props = {
      version: {
        label: '3.9.3',
        docsSidebars: {tutorialSidebar: [{type: 'link', label: 'A', href: '/a', docId: 'a'}]},
        docs: {a: {id: 'a', title: 'A', description: 'Long words', sidebar: 'tutorialSidebar'}},
      },
    };
    expect(JSON.parse(trimVersionProps(JSON.stringify(props))!)).toEqual({
      version: {...props.version, docs: {a: {id: 'a', title: 'A', sidebar: 'tutorialSidebar'}}},
    });
  });

  it('leaves other data alone', () => {
    expect(trimVersionProps('{"tags":[]}')).toBeUndefined();
    expect(trimVersionProps('not json')).toBeUndefined();
    expect(trimVersionProps(JSON.stringify({version: {docs: {a: {id: 'a', title: 'A'}}}}))).toBeUndefined();
  });
});
