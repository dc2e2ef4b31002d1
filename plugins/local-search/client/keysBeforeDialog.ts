import {useEffect, useState} from 'react';
import {MAX_QUERY_LENGTH} from './requests';

/** The parts of a key event that say what it types. */
export type TypedKey = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>;

/** Longest wait for the dialog's input, after which keys are left to the page again (its code never came). */
const GIVE_UP_MS = 10_000;

const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The shortcuts that open the dialog (DocSearch's own): Ctrl/Cmd+K, and "/" outside a text field. */
export function opensDialog(event: KeyboardEvent): boolean {
  if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !isTextField(event.target);
}

/**
 * A key that DocSearch turns into an opening of the dialog when the search button has focus
 * (its own test, on the key code: letters and digits).
 */
function opensFromButton(event: KeyboardEvent): boolean {
  const button = document.activeElement;
  return (
    button instanceof HTMLElement &&
    button.classList.contains('DocSearch-Button') &&
    /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
  );
}

/**
 * The query after `key` is typed at its end, or undefined for a key that types nothing
 * (arrows, Enter, shortcuts, a key that composes an accented letter). Backspace removes the
 * last character; the query stops at the input's limit, as the input does.
 */
export function typeKey(query: string, key: TypedKey): string | undefined {
  if (key.isComposing || key.metaKey || (key.ctrlKey && !key.altKey)) return undefined;
  if (key.key === 'Backspace') return Array.from(query).slice(0, -1).join('');
  if (Array.from(key.key).length !== 1) return undefined;
  const typed = query + key.key;
  return typed.length > MAX_QUERY_LENGTH ? query : typed;
}

/** Puts `text` in the dialog's input as typing would: React and the dialog see an input event. */
function typeInto(input: HTMLInputElement, text: string): void {
  // The prototype's setter: the element's own one is React's, which would hide the change from it.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.setSelectionRange(text.length, text.length);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Keeps every key the reader types between opening the search dialog (Ctrl/Cmd+K, "/", a click
 * on the search button, a letter typed on it) and the moment its input has focus. Until then
 * the keys would reach the page and be lost: the dialog's code downloads on the first search,
 * and the dialog then needs a render and an effect before its input takes keys.
 *
 * Returns the text typed so far, which the caller passes as DocSearch's `initialQuery`: the
 * dialog opens with it. Keys typed after the dialog has read it, while it mounts, are put in
 * its input when the input gets focus. Escape, focus in another field or a dialog that never
 * comes ends the capture.
 */
export function useKeysBeforeDialog(): string | undefined {
  const [typed, setTyped] = useState<string>();
  useEffect(() => {
    let capturing = false;
    let text = '';
    let touched = false;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      capturing = false;
      clearTimeout(giveUp);
    };
    const start = () => {
      if (capturing || document.querySelector('.DocSearch-Modal')) return;
      capturing = true;
      text = '';
      touched = false;
      setTyped('');
      giveUp = setTimeout(stop, GIVE_UP_MS);
    };
    const keep = (event: KeyboardEvent) => {
      const next = typeKey(text, event);
      if (next === undefined) return false;
      text = next;
      touched = true;
      setTyped(text);
      return true;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!capturing) {
        if (opensDialog(event)) start();
        // DocSearch opens the dialog with this key itself (and keeps it from the page).
        else if (opensFromButton(event) && !document.querySelector('.DocSearch-Modal')) {
          start();
          keep(event);
        }
        return;
      }
      if (event.key === 'Escape') stop();
      else if (keep(event)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('.DocSearch-Button')) start();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!capturing) return;
      const target = event.target;
      if (target instanceof HTMLInputElement && target.classList.contains('DocSearch-Input')) {
        stop();
        // After the focus, which React may give while it commits the dialog.
        if (touched) queueMicrotask(() => target.value !== text && typeInto(target, text));
      } else if (isTextField(target)) {
        stop();
      }
    };
    window.addEventListener('keydown', onKeyDown, {capture: true});
    window.addEventListener('click', onClick, {capture: true});
    document.addEventListener('focusin', onFocusIn, {capture: true});
    return () => {
      stop();
      window.removeEventListener('keydown', onKeyDown, {capture: true});
      window.removeEventListener('click', onClick, {capture: true});
      document.removeEventListener('focusin', onFocusIn, {capture: true});
    };
  }, []);
  return typed;
}
