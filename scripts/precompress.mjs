#!/usr/bin/env node
// Writes `.br` (Brotli, best) and `.gz` (gzip -9) beside each text file of a build, once, so the
// server hands them out as they are (@fastify/static `preCompressed`) instead of compressing each
// answer. Usage: node scripts/precompress.mjs <dir> [<dir>...]. Plain Node, no dependencies.
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text types only: images (but SVG), fonts and archives are compressed already. */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.map']);
/** Below this the encoded answer saves less than the headers and the decoding cost. */
const MIN_BYTES = 1024;
/** Two cores on small machines: a few files at a time keep the build responsive. */
const PARALLEL = 4;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes one encoding if it is smaller than the file; otherwise removes a stale one. */
async function keepIfSmaller(path, encoded, size) {
  if (encoded.length < size) {
    await writeFile(path, encoded);
    return encoded.length;
  }
  await unlink(path).catch(() => {});
  return size;
}

async function precompress(file) {
  const body = await readFile(file);
  const br = await brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzipped = await gz(body, { level: constants.Z_BEST_COMPRESSION });
  return {
    raw: body.length,
    br: await keepIfSmaller(`${file}.br`, br, body.length),
    gz: await keepIfSmaller(`${file}.gz`, gzipped, body.length),
  };
}

async function main(dirs) {
  if (dirs.length === 0) {
    console.error('usage: node scripts/precompress.mjs <dir> [<dir>...]');
    process.exit(2);
  }
  const queue = [];
  for (const dir of dirs) {
    for await (const file of filesUnder(dir)) {
      if (!TEXT.has(extname(file).toLowerCase())) continue;
      if ((await stat(file)).size < MIN_BYTES) continue;
      queue.push(file);
    }
  }
  const total = { files: 0, raw: 0, br: 0, gz: 0 };
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const sizes = await precompress(file);
      total.files++;
      total.raw += sizes.raw;
      total.br += sizes.br;
      total.gz += sizes.gz;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const kB = (n) => `${(n / 1024).toFixed(0)} kB`;
  console.log(`precompressed ${total.files} files in ${dirs.join(', ')}: ${kB(total.raw)} → br ${kB(total.br)}, gzip ${kB(total.gz)}`);
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err);
  process.exit(1);
});
