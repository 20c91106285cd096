/**
 * When the app cannot start, the static frame says so (static-shell.ts draws the words in both languages, hidden
 * until `<html data-boot="failed">`) with a Reload button, instead of "Loading…" for ever:
 * - a script of the app could not load (the entry, or a chunk it imports statically: its `<script>` fails), seen by
 *   the boot script;
 * - the app's start failed (React DOM's chunk or the core words could not load): main.tsx's catch;
 * - nothing was drawn within `BOOT_BOUND_MS` (a request that hangs and never fails): the boot script's watch.
 * Only while the frame is on the page: once React has drawn, the app says its own errors. No inline script or style:
 * the button is wired here, under `script-src 'self'`.
 */

/** How long the frame waits for the app's first render before it offers a reload. */
export const BOOT_BOUND_MS = 20_000;

export function showBootFailure(): void {
  const html = document.documentElement;
  if (html.dataset.boot === 'failed' || !document.querySelector('#root > .static-shell')) return;
  html.dataset.boot = 'failed';
  for (const button of document.querySelectorAll('.static-shell__reload')) {
    button.addEventListener('click', () => location.reload());
  }
}

/** The boot script's watch: a script of the page that fails to load, or no first render within the bound. */
export function watchBoot(): void {
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement) showBootFailure();
    },
    true,
  );
  setTimeout(showBootFailure, BOOT_BOUND_MS);
}
