import { SESSION_LIFETIME_SECONDS } from '@cf/domain';
import { type AppLoadContext, createCookieSessionStorage, redirect, type Session, type SessionStorage } from '@remix-run/node';
import { env } from './env.server';
import { type Toast, newToast } from './toast';

/** Why the login page is shown instead of the page asked for (a persistent notice, not a toast). */
export type LoginNotice = 'expired' | 'passwordChanged';

type SessionData = {
  token: string;
  /** When the API token ends (ISO), from the login answer: the countdown and the server both use it. */
  expiresAt: string;
  /** Two-factor login in progress: the API's challenge, never put in a URL. */
  challengeToken: string;
  /** Two-factor set-up required before the first login (site setting requireTwoFactor). */
  setupToken: string;
  /** Where to go once a login that needed more steps (two-factor, social) completes. */
  afterLogin: string;
  /** The address the last sign-up used, for the "check your e-mail" page's resend button. */
  activationEmail: string;
};

type FlashData = {
  toast: Toast;
  /** First name for the welcome flag shown once after a login (spec §4). */
  welcome: string;
  notice: LoginNotice;
  /** Recovery codes, shown once after two-factor set-up at login. */
  recoveryCodes: string[];
};

export type SiteSession = Session<SessionData, FlashData>;

/**
 * The cookie outlives the token by this much, so that a request after the expiry still carries
 * the old session and the visitor is told their session expired (instead of silently being a
 * stranger). The token itself is refused as soon as `expiresAt` passes (here and by the API, whose
 * session row ends at the same moment), so the extra day keeps nothing usable alive.
 */
const EXPIRED_NOTICE_GRACE_SECONDS = 24 * 60 * 60;

/**
 * Behind https the cookie is `__Host-` prefixed: the browser then only takes it Secure, for the
 * whole site and from this exact host, so a sibling subdomain cannot plant or shadow a session.
 */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-cf_session' : 'cf_session');

/** One storage per configuration (secret, lifetime, secure), never per visitor. */
const storages = new Map<string, SessionStorage<SessionData, FlashData>>();

const defaultLifetime = (context: AppLoadContext) => context.sessionLifetimeSeconds ?? SESSION_LIFETIME_SECONDS;

function storageFor(context: AppLoadContext): SessionStorage<SessionData, FlashData> {
  const secret = context.sessionSecret ?? env().SESSION_SECRET;
  if (!secret && env().NODE_ENV === 'production') throw new Error('The site needs a session secret');
  const maxAge = defaultLifetime(context);
  const secure = context.secureCookies ?? false;
  const key = `${secret}|${maxAge}|${secure}`;
  let storage = storages.get(key);
  if (!storage) {
    // The API token lives only here: an httpOnly cookie page scripts cannot read.
    storage = createCookieSessionStorage<SessionData, FlashData>({
      cookie: {
        name: sessionCookieName(secure),
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge,
        secrets: [secret ?? 'dev-only-session-secret'],
      },
    });
    storages.set(key, storage);
  }
  return storage;
}

/**
 * How long the browser keeps the cookie: a signed-in session until its token's own end (plus the
 * grace day of the expired notice), whatever lifetime the login answered; otherwise (a toast, a
 * half-done login) the configured session lifetime.
 */
export function cookieMaxAge(session: SiteSession, context: AppLoadContext, now = Date.now()): number {
  const expiresAt = session.get('token') ? Date.parse(session.get('expiresAt') ?? '') : Number.NaN;
  if (!Number.isFinite(expiresAt)) return defaultLifetime(context);
  return Math.max(0, Math.ceil((expiresAt - now) / 1000)) + EXPIRED_NOTICE_GRACE_SECONDS;
}

export const getSession = (request: Request, context: AppLoadContext) => storageFor(context).getSession(request.headers.get('cookie'));

export const commitSession = (session: SiteSession, context: AppLoadContext) =>
  storageFor(context).commitSession(session, { maxAge: cookieMaxAge(session, context) });

/** True when the session held a token whose time is up. */
export function isExpired(session: SiteSession): boolean {
  const expiresAt = session.get('expiresAt');
  return Boolean(session.get('token')) && (!expiresAt || Date.parse(expiresAt) <= Date.now());
}

/** The API token while it is valid; an expired one counts as signed out. */
export function tokenOf(session: SiteSession): string | null {
  const token = session.get('token');
  if (!token || isExpired(session)) return null;
  return token;
}

/** Milliseconds left in the signed-in session (0 when signed out or expired). */
export function sessionRemainingMs(session: SiteSession): number {
  const expiresAt = session.get('expiresAt');
  if (!session.get('token') || !expiresAt) return 0;
  return Math.max(0, Date.parse(expiresAt) - Date.now());
}

export function signIn(session: SiteSession, token: string, expiresAt: string) {
  session.set('token', token);
  session.set('expiresAt', expiresAt);
  // A finished login ends any half-done one.
  session.unset('challengeToken');
  session.unset('setupToken');
  session.unset('activationEmail');
}

export function signOut(session: SiteSession) {
  session.unset('token');
  session.unset('expiresAt');
  session.unset('challengeToken');
  session.unset('setupToken');
}

/** Redirects and leaves a toast for the next page (works after a plain, script-less POST too). */
export async function redirectWithToast(
  request: Request,
  context: AppLoadContext,
  url: string,
  toast: Omit<Toast, 'id'>,
  session?: SiteSession,
) {
  const s = session ?? (await getSession(request, context));
  s.flash('toast', newToast(toast));
  return redirect(url, { headers: { 'set-cookie': await commitSession(s, context) } });
}

/** Redirects after changing the session (sign-in steps, flashes). */
export async function redirectWithSession(url: string, session: SiteSession, context: AppLoadContext) {
  return redirect(url, { headers: { 'set-cookie': await commitSession(session, context) } });
}

/**
 * Flash values are consumed by the root loader only (one writer of the cookie per request);
 * a page that needs one reads it from its own copy of the session, which is never committed.
 */
export async function peekFlash<K extends keyof FlashData>(
  request: Request,
  context: AppLoadContext,
  key: K,
): Promise<FlashData[K] | undefined> {
  const copy = await getSession(request, context);
  return copy.get(key) as FlashData[K] | undefined;
}
