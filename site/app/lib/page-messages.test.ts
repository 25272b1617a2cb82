import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_MESSAGES } from './account-messages';

/**
 * The root loader sends only the `account` (and `auth`) sections the shell renders on every page
 * (ROOT_MESSAGES); every other section reaches the browser through the page's own loader
 * (`accountMessages(lang, ...)`). A page that translates a key its bundle lacks shows the raw key
 * ("account.login.title") once it hydrates, so this static scan holds each route to it:
 *
 * - used: every `account.<section>` / `auth.<section>` literal in the route module and in every
 *   site module it imports, followed transitively (`~/…` and relative imports), plus
 *   `auth.validation`/`auth.errors` where a module imports a domain schema whose messages name
 *   `auth.*` keys (the browser validates with it). A key built at run time (`account.${…}`) fails
 *   the scan: name the key in full.
 * - provided: ROOT_MESSAGES, plus the picks passed to `accountMessages(` / `withAccountMessages(` in the route
 *   module itself, in its parent layout routes and in the site modules these import directly (one
 *   level: a shared loader such as home-loader.server.ts): object literals of string arrays, or
 *   `*_MESSAGES` constants (literal objects exported by the component that needs them).
 *
 * The shell (root.tsx and what it imports) may use only ROOT_MESSAGES.
 */

const appDir = resolve(__dirname, '..');
const routesDir = join(appDir, 'routes');
const domainDir = resolve(appDir, '../../packages/domain/src');

type Pick = Partial<Record<'account' | 'auth', readonly string[]>>;
type Needs = Map<string, string[]>; // 'account.login' -> files using it

const read = (file: string) => readFileSync(file, 'utf8');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('~/')) base = join(appDir, spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

const importRe = /(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?['"]([^'"]+)['"]/g;

/** `import type …` and `import { type A, type B } …` bring no code (nor texts) along. */
const typeOnly = (typeKeyword: string | undefined, names: string | undefined) =>
  Boolean(typeKeyword) ||
  (names !== undefined &&
    /^\{[\s\S]*\}$/.test(names.trim()) &&
    names
      .replace(/[{}]/g, '')
      .split(',')
      .every((n) => !n.trim() || /^type\s/.test(n.trim())));

/** Names of domain exports whose zod messages name `auth.*` keys, directly or through another such export. */
function authSchemaNames(): Set<string> {
  const segments: { name: string; body: string }[] = [];
  for (const file of walk(domainDir)) {
    const parts = read(file).split(/^(?=export const |const )/m);
    for (const part of parts) {
      const name = /^(?:export )?const (\w+)/.exec(part)?.[1];
      if (name) segments.push({ name, body: part });
    }
  }
  const marked = new Set(segments.filter((s) => /['"`]auth\.(validation|errors)\./.test(s.body)).map((s) => s.name));
  for (let grown = true; grown;) {
    grown = false;
    for (const s of segments)
      if (!marked.has(s.name) && [...marked].some((m) => new RegExp(`\\b${m}\\b`).test(s.body.replace(/^(?:export )?const \w+/, '')))) {
        marked.add(s.name);
        grown = true;
      }
  }
  return marked;
}
const AUTH_SCHEMAS = authSchemaNames();

type Scan = { imports: string[]; uses: string[]; dynamic: boolean };
const scans = new Map<string, Scan>();
function scan(file: string): Scan {
  const cached = scans.get(file);
  if (cached) return cached;
  const text = read(file);
  const imports: string[] = [];
  const uses = new Set<string>();
  for (const m of text.matchAll(importRe)) {
    const spec = m[3]!;
    if (typeOnly(m[1], m[2])) continue;
    const target = resolveImport(file, spec);
    if (target) imports.push(target);
    if (spec.startsWith('@cf/domain') && m[2]) {
      const names = m[2]
        .replace(/[{}]/g, '')
        .split(',')
        .map(
          (n) =>
            n
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]!,
        );
      if (names.some((n) => AUTH_SCHEMAS.has(n))) {
        uses.add('auth.validation');
        uses.add('auth.errors');
      }
    }
  }
  for (const m of text.matchAll(/['"`](account|auth)\.([A-Za-z]+)/g)) uses.add(`${m[1]}.${m[2]}`);
  const result = { imports, uses: [...uses], dynamic: /['"`](account|auth)\.\$\{/.test(text) };
  scans.set(file, result);
  return result;
}

/** Sections used by a module and everything it imports from the site. */
function needsOf(entry: string): { needs: Needs; dynamic: string[] } {
  const needs: Needs = new Map();
  const dynamic: string[] = [];
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const s = scan(file);
    if (s.dynamic) dynamic.push(relative(appDir, file));
    for (const key of s.uses) needs.set(key, [...(needs.get(key) ?? []), relative(appDir, file)]);
    queue.push(...s.imports);
  }
  return { needs, dynamic };
}

/** Every `export const NAME_MESSAGES = { ... }` in the site: literal objects only. */
function messageConstants(): Map<string, Pick> {
  const out = new Map<string, Pick>();
  for (const file of walk(appDir))
    for (const m of read(file).matchAll(/export const (\w+_MESSAGES)\s*=\s*(\{[^;]*?\})\s*(?:as const\s*)?(?:satisfies [\w<>]+\s*)?;/g)) {
      expect(out.has(m[1]!), `${m[1]} is defined twice`).toBe(false);
      out.set(m[1]!, new Function(`return (${m[2]!.replace(/\bas const\b/g, '')});`)() as Pick);
    }
  return out;
}
const CONSTANTS = messageConstants();

/** The top-level arguments of each `accountMessages(` call in a file. */
function callArguments(text: string): string[][] {
  const calls: string[][] = [];
  for (const m of text.matchAll(/\b(with)?accountMessages\(/gi)) {
    const args: string[] = [];
    let depth = 0;
    let current = '';
    for (let i = m.index + m[0].length; i < text.length; i++) {
      const c = text[i]!;
      if (depth === 0 && (c === ',' || c === ')')) {
        if (current.trim()) args.push(current.trim());
        current = '';
        if (c === ')') break;
        continue;
      }
      if ('([{'.includes(c)) depth++;
      if (')]}'.includes(c)) depth--;
      current += c;
    }
    // accountMessages(lang, ...picks); withAccountMessages(request, data, ...picks)
    calls.push(args.slice(m[1] ? 2 : 1));
  }
  return calls;
}

function providedBy(file: string): Set<string> {
  const provided = new Set<string>();
  const add = (pick: Pick) => {
    for (const [ns, sections] of Object.entries(pick)) for (const s of sections ?? []) provided.add(`${ns}.${s}`);
  };
  add(ROOT_MESSAGES);
  // Where accountMessages is defined: its own calls pass their arguments on.
  if (file === join(appDir, 'lib/page-messages.server.ts')) return provided;
  for (const args of callArguments(read(file)))
    for (const arg of args) {
      const name = arg.replace(/^\.\.\./, '');
      const constant = CONSTANTS.get(name);
      if (constant) add(constant);
      else if (arg.startsWith('{')) add(new Function(`return (${arg});`)() as Pick);
      else throw new Error(`${relative(appDir, file)}: accountMessages argument "${arg}" is neither a *_MESSAGES constant nor a literal`);
    }
  return provided;
}

/** A route and its parent layout routes (Remix flat routes: settings.profile.tsx sits in settings.tsx). */
function routeChain(file: string): string[] {
  const name = file.slice(routesDir.length + 1).replace(/\.tsx?$/, '');
  const parts = name.split('.');
  const chain = [file];
  for (let i = 1; i < parts.length; i++) {
    const prefix = parts.slice(0, i).join('.');
    if (prefix.endsWith('_')) continue;
    for (const ext of ['.tsx', '.ts']) if (existsSync(join(routesDir, prefix + ext))) chain.push(join(routesDir, prefix + ext));
  }
  return chain;
}

const rootProvided = new Set(Object.entries(ROOT_MESSAGES).flatMap(([ns, sections]) => sections.map((s) => `${ns}.${s}`)));
const routes = readdirSync(routesDir)
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => join(routesDir, f))
  // Resource routes render nothing: their texts are translated on the server.
  .filter((f) => /^export default /m.test(read(f)));

describe('page messages', () => {
  it('finds the domain schemas that name auth keys', () => {
    expect(AUTH_SCHEMAS.has('newPassword')).toBe(true);
    expect(AUTH_SCHEMAS.has('signupInput')).toBe(true);
  });

  it('the shell renders only the sections the root loader sends', () => {
    const { needs, dynamic } = needsOf(join(appDir, 'root.tsx'));
    expect(dynamic).toEqual([]);
    const missing = [...needs].filter(([key]) => !rootProvided.has(key)).map(([key, files]) => `${key} (${files.join(', ')})`);
    if (missing.length) expect.fail(`sections the shell uses beyond ROOT_MESSAGES:\n${missing.join('\n')}`);
  });

  it.each(routes.map((f) => [relative(appDir, f), f]))('%s requests the account sections it uses', (_name, file) => {
    const { needs, dynamic } = needsOf(file);
    expect(dynamic, 'account/auth keys built at run time').toEqual([]);
    // The route, its parent layouts, and the site modules each of them imports directly (a shared
    // loader such as home-loader.server.ts).
    const provided = new Set(
      routeChain(file)
        .flatMap((f) => [f, ...scan(f).imports])
        .flatMap((f) => [...providedBy(f)]),
    );
    const missing = [...needs].filter(([key]) => !provided.has(key)).map(([key, files]) => `${key} (${[...new Set(files)].join(', ')})`);
    if (missing.length) expect.fail(`sections used but neither in ROOT_MESSAGES nor requested by the loader:\n${missing.join('\n')}`);
  });

  it.each(routes.filter((f) => callArguments(read(f)).length > 0).map((f) => [relative(appDir, f), f]))(
    '%s adds the sections its loader sends to the page',
    (_name, file) => {
      const text = read(file);
      const data = /const (\w+)\s*=\s*useLoaderData<typeof loader>\(\);/.exec(text)?.[1];
      const destructured = /const \{[^}]*\bmessages\b[^}]*\}\s*=\s*useLoaderData<typeof loader>\(\);/.test(text);
      const added =
        text.includes('usePageMessages(useLoaderData<typeof loader>().messages)') ||
        (destructured && text.includes('usePageMessages(messages)')) ||
        (data !== undefined && text.includes(`usePageMessages(${data}.messages)`));
      expect(added, 'usePageMessages(<loader data>.messages) in the component').toBe(true);
    },
  );
});
