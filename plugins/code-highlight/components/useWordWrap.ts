import {useCallback, useEffect, useRef, useState} from 'react';

/**
 * The theme's `useCodeWordWrap` (word-wrap toggle, shown only when the code scrolls
 * sideways), rewritten without `useMutationObserver`: that hook sorts its options with
 * `localeCompare`, and the first such call on a page starts the browser's collation data,
 * several ms in the middle of hydration for a list of four fixed keys.
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

  useEffect(updateCodeIsScrollable, [isEnabled, updateCodeIsScrollable]);

  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);

  // A block in a hidden tab has no width: measure again when its tab is shown.
  useEffect(() => {
    const hiddenTab = codeBlockRef.current?.closest('[role=tabpanel][hidden]');
    if (!hiddenTab) return undefined;
    const observer = new MutationObserver(() => {
      if (!hiddenTab.hasAttribute('hidden')) updateCodeIsScrollable();
    });
    observer.observe(hiddenTab, {attributes: true, attributeFilter: ['hidden']});
    return () => observer.disconnect();
  }, [updateCodeIsScrollable]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
