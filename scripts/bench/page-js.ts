// JavaScript each public page loads, compressed: the scripts and module preloads its HTML names,
// plus every chunk those import statically (what the browser fetches before the page is
// interactive; chunks loaded later by import() are not counted). Sizes are gzip and brotli of the
// built files in site/build/client, computed here at the highest levels a server would use.
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const PAGE_JS_LIMIT_BYTES = 150 * 1024;

export type PageJs = { page: string; path: string; files: number; raw: number; gzip: number; brotli: number };

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * The scripts a page's HTML makes the browser fetch: module preloads, script sources, and the
 * imports of its inline module scripts. Not every address the HTML mentions: Remix's inline route
 * manifest also names the modules of routes the page did not match (the home page and the catch-all
 * route for a parent path), which are fetched only on navigating there. Checked against Chromium:
 * the campaign page fetches 135.6 kB gzip of scripts in all, lazy chunks included, where counting
 * every address named gave 162 kB.
 */
function loadedBy(html: string): string[] {
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const imported = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) =>
    [...m[1]!.matchAll(/\bimport\s*(?:[^"'();]*?\bfrom\s*)?\(?\s*"(\/assets\/[^"]+\.js)"/g)].map((i) => i[1]!),
  );
  return [...preloads, ...sources, ...imported];
}

export async function measurePageJs(base: string, clientDir: string, pages: { page: string; path: string }[]): Promise<PageJs[]> {
  const sizes = new Map<string, { raw: number; gzip: number; brotli: number; imports: string[] }>();
  const file = (url: string) => {
    let known = sizes.get(url);
    if (!known) {
      const body = readFileSync(join(clientDir, url));
      const text = body.toString('utf8');
      known = {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        imports: [...text.matchAll(STATIC_IMPORT)].map((m) => posix.normalize(posix.join(dirname(url), m[1]!))),
      };
      sizes.set(url, known);
    }
    return known;
  };
  const results: PageJs[] = [];
  for (const { page, path } of pages) {
    const res = await fetch(`${base}${path}`);
    if (res.status !== 200) throw new Error(`${page}: GET ${path} answered ${res.status}`);
    const html = await res.text();
    const queue = [...new Set(loadedBy(html))];
    const loaded = new Set<string>();
    while (queue.length > 0) {
      const url = queue.pop()!;
      if (loaded.has(url)) continue;
      loaded.add(url);
      queue.push(...file(url).imports);
    }
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const url of loaded) {
      const s = file(url);
      total.raw += s.raw;
      total.gzip += s.gzip;
      total.brotli += s.brotli;
    }
    results.push({ page, path, files: loaded.size, ...total });
  }
  return results;
}
