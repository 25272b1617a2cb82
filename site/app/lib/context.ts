/**
 * What api/src/web/site.ts passes to loaders as `context` (mirrors its SiteLoadContext). Under
 * `remix vite:dev` there is no Fastify server and the context is empty, so every field is optional
 * here and the helpers fall back to plain HTTP.
 */
export type SiteLoadContext = {
  /** Calls the API in process; `body` is the text (JSON), `rawBody` the bytes (files). */
  api: (call: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: unknown;
  }) => Promise<{ status: number; headers: Record<string, string>; body: string; rawBody: Uint8Array }>;
  nonce: string;
  clientIp: string;
  publicUrl: string;
  sessionSecret: string;
  sessionLifetimeSeconds: number;
  secureCookies: boolean;
};

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends Partial<SiteLoadContext> {}
}
