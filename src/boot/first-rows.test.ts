// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { drawFirstRows, type FirstRowsRenderer } from './first-rows';

/**
 * Where the boot script draws a list's first rows (src/boot/first-rows.ts): into the frame drawn at build time, in the
 * copy of the page's language, once the page is parsed, whenever the read and the renderer arrive.
 */

const root = document.documentElement;

/** The servers list's frame as the build draws it: one copy per language, each with its words and "Loading…". */
function frame(): string {
  const copy = (lang: string, loading: string) =>
    `<div lang="${lang}"><div class="kit-list"><p role="status">${loading}</p></div>` +
    `<template data-first-rows-words='{"name":"${lang}"}'></template></div>`;
  return (
    `<div class="static-shell__screen" data-screen="vps" data-shell="app">` +
    `${copy('en', 'Loading…')}${copy('sv', 'Laddar…')}</div>`
  );
}

/** Draws a table with the words it was given (so a test sees which copy's words it read). */
const renderer: FirstRowsRenderer = (_body, words) => ({
  table: `<table><tbody><tr><td>${String(words.name)}</td></tr></tbody></table>`,
  count: null,
});

const draw = () => drawFirstRows('vps', {}, Promise.resolve(renderer), root.lang, [], { tax: null, scopes: null });
const copyOf = (lang: string) => document.querySelector(`#root [data-screen="vps"] > [lang="${lang}"]`);

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  document.body.innerHTML = '';
  root.lang = 'en';
  delete root.dataset.firstRows;
});

describe('the first rows the boot script draws', () => {
  it('go into the copy of the page’s language, with its words', async () => {
    document.body.innerHTML = `<div id="root">${frame()}</div>`;
    root.lang = 'sv';
    await draw();
    expect(copyOf('sv')?.textContent).toBe('sv');
    // The other copy (about to be taken away, never shown) is left as it was.
    expect(copyOf('en')?.textContent).toBe('Loading…');
  });

  it('wait until the page is parsed when the read and the renderer come before its end', async () => {
    let state: DocumentReadyState = 'loading';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
    document.body.innerHTML = '<div id="root"></div>';
    root.lang = 'sv';
    const drawn = draw();
    await Promise.resolve();
    // The rest of the page arrives; the boot script keeps the shown copy only (its own listener, first).
    document.getElementById('root')!.innerHTML = frame();
    copyOf('en')?.remove();
    state = 'interactive';
    document.dispatchEvent(new Event('readystatechange'));
    await drawn;
    expect(copyOf('sv')?.textContent).toBe('sv');
    expect(root.dataset.firstRows).toBe('drawn');
  });
});
