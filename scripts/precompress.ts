/**
 * A vite plugin that writes a gzip (.gz) and a brotli (.br) copy of each built text file next to
 * it, so the server sends the compressed bytes a browser asks for (@fastify/static's
 * `preCompressed`, src/server/app.ts) without compressing on every request: a technician's phone
 * downloads the gzipped or brotli size (README, Performance).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the response headers cost. */
const MIN_BYTES = 1024;
// Brotli 11 takes minutes on the whole app; 9 is most of its gain in seconds.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat();
}

/** Writes `<file>.gz` and `<file>.br` for every compressible file under `dir`, each only when smaller. */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const plain = await readFile(file);
      const [gz, br] = await Promise.all([gzipped(plain, { level: 9 }), brotlied(plain, BROTLI)]);
      if (gz.length < plain.length) await writeFile(`${file}.gz`, gz);
      if (br.length < plain.length) await writeFile(`${file}.br`, br);
    }),
  );
}

export const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  async writeBundle(options) {
    if (options.dir) await precompressDir(options.dir);
  },
});
