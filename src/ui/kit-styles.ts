/**
 * The kit's stylesheets (src/ui, and the palette launcher in the header) are part of the first stylesheet, not one
 * file per chunk: every screen uses some of them, and on a phone's connection (six requests at a time, 150 ms each)
 * a server's page waited for seven small stylesheets (`npm run bench`, vitals). An area's own stylesheet still comes
 * with its code. Imported by main.tsx right after the static shell's stylesheet, where the chunks' stylesheets used
 * to follow it: a glob's imports are hoisted to the top of the module that holds it, so it is a module of its own.
 * Tokens, the page header and the theme switch are already in the first stylesheet (styles.css, static-shell.css).
 */
import.meta.glob(
  ['./**/*.css', '../app/palette-launcher.css', '!./tokens.css', '!./page-header.css', '!./theme-switch.css'],
  { eager: true },
);
