import {describe, expect, it} from 'vitest';
import {loadStylesheet} from '../loadStylesheet';

type FakeLink = {
  rel: string;
  href: string;
  dataset: Record<string, string>;
  onload?: () => void;
  onerror?: () => void;
  remove: () => void;
};

function fakeDocument() {
  const head: FakeLink[] = [];
  const doc = {
    createElement: () => {
      const link: FakeLink = {rel: '', href: '', dataset: {}, remove: () => head.splice(head.indexOf(link), 1)};
      return link;
    },
    head: {appendChild: (link: FakeLink) => head.push(link)},
  };
  return {doc: doc as unknown as Document, head};
}

describe('loadStylesheet', () => {
  it('adds one link per stylesheet and resolves when it loads', async () => {
    const {doc, head} = fakeDocument();
    const first = loadStylesheet('/a.css', doc);
    const second = loadStylesheet('/a.css', doc);
    expect(second).toBe(first);
    expect(head).toHaveLength(1);
    expect(head[0]).toMatchObject({rel: 'stylesheet', href: '/a.css'});
    head[0]!.onload!();
    await expect(first).resolves.toBeUndefined();
  });

  it('forgets a failed load so that a retry asks again', async () => {
    const {doc, head} = fakeDocument();
    const failed = loadStylesheet('/b.css', doc);
    head[0]!.onerror!();
    await expect(failed).rejects.toThrow('/b.css');
    expect(head).toHaveLength(0);
    const retried = loadStylesheet('/b.css', doc);
    expect(retried).not.toBe(failed);
    expect(head).toHaveLength(1);
  });
});
