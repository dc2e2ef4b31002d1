import {describe, expect, it} from 'vitest';
import {typeKey, type TypedKey} from '../client/keysBeforeDialog';
import {MAX_QUERY_LENGTH} from '../client/requests';

const key = (name: string, modifiers: Partial<TypedKey> = {}): TypedKey => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...modifiers,
});

describe('typeKey', () => {
  it('adds what a key types at the end, spaces, capitals and other scripts included', () => {
    const typed = ['s', 'E', 'g', ' ', 'é', 'ß', '🩻'].reduce<string>((query, name) => typeKey(query, key(name))!, '');
    expect(typed).toBe('sEg éß🩻');
  });

  it('removes the last character with Backspace, a surrogate pair whole', () => {
    expect(typeKey('seg', key('Backspace'))).toBe('se');
    expect(typeKey('x🩻', key('Backspace'))).toBe('x');
    expect(typeKey('', key('Backspace'))).toBe('');
  });

  it('leaves keys that type nothing to the page', () => {
    for (const name of ['Enter', 'ArrowDown', 'Tab', 'Shift', 'Dead', 'Escape'])
      expect(typeKey('a', key(name))).toBeUndefined();
    expect(typeKey('a', key('k', {ctrlKey: true}))).toBeUndefined();
    expect(typeKey('a', key('v', {metaKey: true}))).toBeUndefined();
    expect(typeKey('a', key('e', {isComposing: true}))).toBeUndefined();
    // AltGr (Ctrl+Alt on Windows) types characters such as "@" on many layouts.
    expect(typeKey('a', key('@', {ctrlKey: true, altKey: true}))).toBe('a@');
  });

  it('stops at the input limit, as the input does', () => {
    const full = 'x'.repeat(MAX_QUERY_LENGTH);
    expect(typeKey(full, key('y'))).toBe(full);
  });
});
