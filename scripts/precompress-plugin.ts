/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of a build, so a host
 * sends the smallest encoding the browser accepts without compressing on each request (nginx `brotli_static` and
 * `gzip_static`, Caddy's `precompressed`, the mock's `--static`: src/mock/platform/static.ts). Every browser the panel
 * supports accepts Brotli over HTTPS; on the phone's 1.6 Mbit/s connection of `npm run bench` a first screen's
 * scripts are about 12 % smaller than gzip -9 (a server's overview: 17 KB, 0.09 s sooner) (README, "Deployment").
 *
 * `config.json` is left alone: it is replaced at deploy time (README, "Configuration"), and a stale compressed copy
 * beside a new file would be served instead of it. A copy that would not be smaller is not written.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const LEFT_ALONE = new Set(['config.json']);

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

/** The compressed copies of one file's bytes, each only if smaller than the bytes themselves. */
export function compressedCopies(bytes: Buffer): { br: Buffer | null; gz: Buffer | null } {
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  return { br: br.length < bytes.length ? br : null, gz: gz.length < bytes.length ? gz : null };
}

/** Compresses every text file under `dir` (but config.json) beside itself. */
export function precompressDirectory(dir: string): void {
  for (const file of textFiles(dir)) {
    if (LEFT_ALONE.has(relative(dir, file))) continue;
    const { br, gz } = compressedCopies(readFileSync(file));
    if (br) writeFileSync(`${file}.br`, br);
    if (gz) writeFileSync(`${file}.gz`, gz);
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hosting-panel:precompress',
    apply: 'build',
    // After every other plugin has written its files (the boot script's index.html included).
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDirectory(outDir);
      },
    },
  };
}
