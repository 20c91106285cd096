import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { staticShellHtml } from '../src/boot/static-shell';

const ENTRY = fileURLToPath(new URL('../src/boot/boot.ts', import.meta.url));

/**
 * The boot script (src/boot/boot.ts): a classic script, the first in <head>, so it runs before the first paint
 * (it picks the static shell's frame) and sends the first screen's reads at once. Vite bundles module scripts, which
 * run only after the document is parsed, and would share chunks with the app; so this builds it apart with esbuild
 * into one small self-contained file (`assets/boot-<hash>.js`) and puts its tag in the page. In development it is
 * served as a module from the source (it then runs after parsing: the frame is picked a moment later).
 */
export function bootScript(): Plugin {
  let base = '/';
  return {
    name: 'boot-script',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      if (this.meta.watchMode) return;
      const result = await build({
        entryPoints: [ENTRY],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        write: false,
        legalComments: 'none',
      });
      const code = result.outputFiles[0]?.text;
      if (!code) throw new Error('boot-script: esbuild produced no output');
      this.emitFile({ type: 'asset', name: 'boot.js', source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // After the config.json preload (the script reads its address) and before the stylesheet (a script after a
        // stylesheet waits for it).
        const asset = context.bundle
          ? Object.values(context.bundle).find((file) => file.type === 'asset' && file.names.includes('boot.js'))
          : undefined;
        const src = asset ? `${base}${asset.fileName}` : null;
        if (context.bundle && !src) throw new Error('boot-script: the boot script is not in the bundle');
        const tag = src
          ? `<script src="${src}"></script>`
          : `<script type="module" src="${base}src/boot/boot.ts"></script>`;
        const marker = '<!-- boot-script -->';
        if (!html.includes(marker)) throw new Error(`boot-script: index.html has no ${marker}`);
        const shellMarker = '<!-- static-shell -->';
        if (!html.includes(shellMarker)) throw new Error(`boot-script: index.html has no ${shellMarker}`);
        return html.replace(marker, tag).replace(shellMarker, staticShellHtml());
      },
    },
  };
}
