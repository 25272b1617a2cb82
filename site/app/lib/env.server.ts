import { z } from 'zod';

/**
 * The site's own environment, read once and checked with zod (the only place in `app/` that reads
 * `process.env`). Under the Fastify server almost everything arrives through the load context
 * instead (api/src/web/site.ts); these are the fallbacks for `remix vite:dev` run alone. Nothing
 * here is sent to the browser.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where the API listens when there is no in-process API (the dev server run alone). */
  API_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** Signs the session cookie when the server does not hand over its secret. */
  SESSION_SECRET: z.string().min(1).optional(),
});

export type SiteEnv = z.infer<typeof schema>;

/** Parses a set of variables; a bad one is named in the error (empty strings count as unset). */
export function parseEnv(source: Record<string, string | undefined>): SiteEnv {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid site environment: ${problems}`);
  }
  return parsed.data;
}

let cached: SiteEnv | undefined;

/** The environment, parsed on first use and kept. */
export function env(): SiteEnv {
  return (cached ??= parseEnv(process.env));
}
