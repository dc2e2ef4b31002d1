import {describe, expect, it, vi} from 'vitest';
import {NEAR_SCREEN_MARGIN, watchNearScreen} from '../nearScreen';

/** A stand-in IntersectionObserver whose entries the test reports by hand. */
function fakeObserver() {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    watched = new Set<Element>();
    disconnected = false;
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      observers.push(this);
    }
    observe(element: Element) {
      this.watched.add(element);
    }
    unobserve(element: Element) {
      this.watched.delete(element);
    }
    disconnect() {
      this.disconnected = true;
      this.watched.clear();
    }
    report(element: Element, isIntersecting: boolean) {
      this.callback([{target: element, isIntersecting} as IntersectionObserverEntry], this as never);
    }
  }
  return {Observer: FakeObserver, observers};
}

const element = (name: string) => ({name}) as unknown as Element;

describe('watchNearScreen', () => {
  it('calls back once, when the first watched element comes near, and then stops watching', () => {
    const {Observer, observers} = fakeObserver();
    const onNear = vi.fn();
    const watch = watchNearScreen(onNear, NEAR_SCREEN_MARGIN, Observer);
    const [first, second] = [element('first'), element('second')];
    watch.observe(first);
    watch.observe(second);
    const observer = observers[0]!;
    expect(observer.options).toEqual({rootMargin: NEAR_SCREEN_MARGIN});

    observer.report(first, false);
    expect(onNear).not.toHaveBeenCalled();
    observer.report(second, true);
    observer.report(first, true);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('forgets an element that is no longer watched', () => {
    const {Observer, observers} = fakeObserver();
    const watch = watchNearScreen(vi.fn(), NEAR_SCREEN_MARGIN, Observer);
    const area = element('area');
    const unwatch = watch.observe(area);
    expect(observers[0]!.watched.has(area)).toBe(true);
    unwatch();
    expect(observers[0]!.watched.has(area)).toBe(false);
  });

  it('never calls back once disconnected', () => {
    const {Observer, observers} = fakeObserver();
    const onNear = vi.fn();
    const watch = watchNearScreen(onNear, NEAR_SCREEN_MARGIN, Observer);
    const area = element('area');
    watch.observe(area);
    watch.disconnect();
    observers[0]!.report(area, true);
    watch.observe(element('later'));
    expect(onNear).not.toHaveBeenCalled();
  });

  it('without IntersectionObserver, counts the first watched element as near', () => {
    const onNear = vi.fn();
    const watch = watchNearScreen(onNear, NEAR_SCREEN_MARGIN, null);
    watch.observe(element('area'));
    watch.observe(element('another'));
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
