import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|json|svg|txt|xml|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) next to every text file under
 * `folder`, so the gateway sends them as they are, with `Content-Encoding`, instead of compressing on
 * every request (@fastify/static `preCompressed`).
 */
export function precompressFolder(folder) {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) {
      precompressFolder(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry)) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** Precompresses the build's output once rspack has written it (production builds only). */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      precompressFolder(compiler.options.output.path);
    });
  }
}
