import { describe, expect, it } from 'vitest';
import { isPaletteKey, keepHighlight, nextHighlight } from './palette-keyboard';

describe('the palette keyboard model', () => {
  it('moves down and up with wrapping, and Home and End go to the ends', () => {
    expect(nextHighlight('ArrowDown', -1, 3)).toBe(0);
    expect(nextHighlight('ArrowDown', 0, 3)).toBe(1);
    expect(nextHighlight('ArrowDown', 2, 3)).toBe(0);
    expect(nextHighlight('ArrowUp', 0, 3)).toBe(2);
    expect(nextHighlight('ArrowUp', 2, 3)).toBe(1);
    expect(nextHighlight('ArrowUp', -1, 3)).toBe(2);
    expect(nextHighlight('Home', 2, 3)).toBe(0);
    expect(nextHighlight('End', 0, 3)).toBe(2);
  });

  it('highlights nothing when there is nothing', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End'] as const) expect(nextHighlight(key, 0, 0)).toBe(-1);
    expect(keepHighlight('a', [])).toBe(-1);
  });

  it('keeps the highlighted option when results stream in around it, else the first', () => {
    expect(keepHighlight('domain-2', ['action-1', 'domain-1', 'domain-2'])).toBe(2);
    expect(keepHighlight('gone', ['action-1', 'domain-1'])).toBe(0);
    expect(keepHighlight(null, ['action-1'])).toBe(0);
    // An area's "Searching…" line is not highlighted first while a result is there.
    const status = (id: string) => !id.endsWith('-searching');
    expect(keepHighlight(null, ['vps-searching', 'action-1'], status)).toBe(1);
    expect(keepHighlight(null, ['vps-searching'], status)).toBe(0);
  });

  it('handles only the list keys; Enter and Escape are left to the field and the dialog', () => {
    expect(['ArrowDown', 'ArrowUp', 'Home', 'End'].every(isPaletteKey)).toBe(true);
    expect(['Enter', 'Escape', 'ArrowLeft', 'a'].some(isPaletteKey)).toBe(false);
  });
});
