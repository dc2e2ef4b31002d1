import {useCallback, useEffect, useRef, useState} from 'react';

/**
 * The theme's `useCodeWordWrap` (word-wrap toggle, shown only when the code scrolls
 * sideways), rewritten to measure from a `ResizeObserver` instead of effects, a resize
 * listener and `useMutationObserver` (which sorts its options with `localeCompare`: the first
 * such call on a page starts the browser's collation data, several ms of hydration).
 */
export function useWordWrap() {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens wrap too, so no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  const updateCodeIsScrollable = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    setIsCodeScrollable(
      block.scrollWidth > block.clientWidth || Boolean(block.querySelector('code')?.hasAttribute('style')),
    );
  }, []);

  // Measured whenever the browser lays the block out at a new size: when it is first rendered
  // (a block below the first screen only once the reader scrolls near it), when the window
  // resizes, when its hidden tab is shown, when wrapping changes its height. Never in an
  // effect: reading the width there forced a layout of the whole page in the middle of
  // hydration (38 ms on the long migration guide, before any CPU slowdown).
  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    const observer = new ResizeObserver(updateCodeIsScrollable);
    observer.observe(block);
    return () => observer.disconnect();
  }, [updateCodeIsScrollable]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
