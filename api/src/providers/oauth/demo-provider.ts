import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { directionOf, getT, languageFromHeader } from '@cf/i18n';
import { Events, OAuth2Server } from 'oauth2-mock-server';

/** Who may sign in through the stand-in provider: a demo account (e-mail linking) or a new person. */
export type DemoPerson = { email: string; givenName: string; familyName: string };

type Chosen = { person: DemoPerson; at: number };

const CHOICE_TTL_MS = 10 * 60 * 1000;
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Which provider the platform asked for, from its callback address (/social-login/{provider} or /linkedin). */
function providerOf(redirectUri: URL): string {
  if (redirectUri.pathname === '/linkedin') return 'LinkedIn';
  const name = redirectUri.pathname.split('/').pop() ?? '';
  return name === 'facebook' ? 'Facebook' : name === 'google' ? 'Google' : name;
}

/**
 * The demo's sandbox twin of Google, Facebook and LinkedIn: oauth2-mock-server (a real OpenID
 * Connect server: discovery, PKCE, RS256-signed ID tokens), with one page of ours in front of its
 * redirect back, where the newcomer picks who signs in. The platform's real OIDC client talks to
 * it exactly as to a provider, so the demo walks the production path. Loopback only.
 */
export async function startDemoOidcProvider(people: DemoPerson[]): Promise<{ issuer: string; close: () => Promise<void> }> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  /** The code the mock issued → the person picked for it (read when the platform trades the code). */
  const chosen = new Map<string, Chosen>();

  // Before going back to the platform, the browser visits the chooser page with the code.
  provider.service.on(Events.BeforeAuthorizeRedirect, (redirect: { url: URL }) => {
    const choose = new URL(`${provider.issuer.url}/choose`);
    choose.searchParams.set('next', redirect.url.href);
    // The mock redirects to this very URL object: it is changed in place.
    redirect.url.href = choose.href;
  });
  provider.service.on(Events.BeforeTokenSigning, (token: { payload: Record<string, unknown> }, req: IncomingMessage) => {
    const code = (req as IncomingMessage & { body?: Record<string, string> }).body?.code;
    const pick = code ? chosen.get(code) : undefined;
    if (!pick) return;
    const { person } = pick;
    Object.assign(token.payload, {
      sub: `demo-${person.email}`,
      email: person.email,
      email_verified: true,
      given_name: person.givenName,
      family_name: person.familyName,
      name: `${person.givenName} ${person.familyName}`,
    });
  });

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', provider.issuer.url);
    if (req.method === 'GET' && (url.pathname === '/choose' || url.pathname === '/chosen')) {
      let next: URL;
      try {
        next = new URL(url.searchParams.get('next') ?? '');
      } catch {
        res.writeHead(400).end();
        return;
      }
      const code = next.searchParams.get('code');
      if (url.pathname === '/chosen') {
        const index = Number(url.searchParams.get('person'));
        const person =
          index >= 0 && index < people.length
            ? people[index]!
            : { email: `${randomBytes(3).toString('hex')}.newcomer@demo.test`, givenName: 'Noa', familyName: 'Newcomer' };
        for (const [key, value] of chosen) if (Date.now() - value.at > CHOICE_TTL_MS) chosen.delete(key);
        if (code) chosen.set(code, { person, at: Date.now() });
        res.writeHead(302, { location: next.href }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(chooserPage(req, url, next));
      return;
    }
    provider.service.requestHandler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.issuer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function chooserPage(req: IncomingMessage, url: URL, next: URL): string {
    const lang = languageFromHeader(req.headers['accept-language']) ?? 'en';
    const t = getT(lang);
    const redirectUri = new URL(next.origin + next.pathname);
    const link = (person: number | 'new') => {
      const target = new URL('/chosen', url);
      target.searchParams.set('next', next.href);
      target.searchParams.set('person', String(person));
      return escape(target.href);
    };
    const options = [
      ...people.map((p, i) => ({
        href: link(i),
        label: t('auth.demoProvider.continueAs', { name: `${p.givenName} ${p.familyName}`, email: p.email }),
      })),
      { href: link('new'), label: t('auth.demoProvider.newPerson') },
    ];
    return `<!doctype html><html lang="${lang}" dir="${directionOf(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escape(t('auth.demoProvider.title', { provider: providerOf(redirectUri) }))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1e293b}a{display:block;margin:.5rem 0;padding:.75rem 1rem;border:1px solid #cbd5e1;border-radius:.5rem;color:#0b5cad;text-decoration:none}a:hover,a:focus{background:#f1f5f9}</style>
</head><body><main><h1>${escape(t('auth.demoProvider.title', { provider: providerOf(redirectUri) }))}</h1>
<p>${escape(t('auth.demoProvider.intro'))}</p>${options.map((o) => `<a href="${o.href}">${escape(o.label)}</a>`).join('')}</main></body></html>`;
  }

  return {
    issuer: provider.issuer.url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
