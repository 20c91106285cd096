import type { Plugin, Rolldown } from 'vite';

/** https://v8.dev/blog/explicit-compile-hints: the file's every function is compiled eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8's explicit compile hint on the chunks the first render runs most of (`hinted`): each function of a script is
 * otherwise compiled on its first call, on the main thread, and on the bench's phone that cold code was most of
 * React's first render. With the hint V8 compiles the whole file on a background thread while it streams in. The
 * comment goes first in the file, once the chunk is final (the minifier drops comments), its source map shifted by
 * the line. Other engines read a comment.
 */
export function compileHints(hinted: (chunk: Rolldown.OutputChunk) => boolean): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        let count = 0;
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !hinted(file)) continue;
          count += 1;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          // The map is the chunk's own, or (once a plugin has rewritten the chunk: Vite's preload list) already an
          // asset of the bundle.
          const mapAsset = bundle[`${file.fileName}.map`];
          if (mapAsset?.type === 'asset') {
            const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapAsset.source = JSON.stringify(map);
          } else if (file.map) file.map.mappings = `;${file.map.mappings}`;
        }
        // A chunk renamed (vite.config.ts) must not leave the first render without its hint unnoticed.
        if (count === 0) throw new Error('compile-hints: no chunk of the bundle is one to hint');
      },
    },
  };
}
