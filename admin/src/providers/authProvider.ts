import type { AuthProvider, UserIdentity } from 'react-admin';
import { API_URL, httpClient } from './httpClient';

/** The signed-in staff member; notificationLanguage is their saved language (the console may start in it). */
export type Staff = { id: string; email: string; firstName: string; lastName: string; isAdmin: boolean; notificationLanguage: string };
export type LoginParams = { email: string; password: string; captchaId?: string; captchaText?: string; captchaToken?: string };

const SESSION_URL = `${API_URL}/session`;
/** react-admin checks the session on every page: one request per this many milliseconds is enough. */
const SESSION_CACHE_MS = 30_000;

let cached: { staff: Promise<Staff>; at: number } | null = null;

/**
 * A hint, not a credential: "this browser signed in and has not signed out". Without it the
 * console shows the login page without asking the API (whose 401 would be logged by the browser).
 * The API still decides: a hint with an expired cookie just gets a 401 and the login page.
 */
const HINT_KEY = 'cf-console-signed-in';
const hint = {
  get: () => window.localStorage.getItem(HINT_KEY) === '1',
  set: (on: boolean) => (on ? window.localStorage.setItem(HINT_KEY, '1') : window.localStorage.removeItem(HINT_KEY)),
};

function currentStaff(): Promise<Staff> {
  // message: false tells react-admin to go to the login page without a notification.
  if (!hint.get()) return Promise.reject({ status: 401, message: false });
  if (cached && Date.now() - cached.at < SESSION_CACHE_MS) return cached.staff;
  const staff = httpClient(SESSION_URL).then(({ json }) => json as Staff);
  cached = { staff, at: Date.now() };
  staff.catch(() => {
    cached = null;
    hint.set(false);
  });
  return staff;
}

/**
 * The session lives in an httpOnly cookie set by the API (SameSite=Strict; behind https a Secure
 * __Host- cookie): no token is ever visible to scripts. The API is the only judge of who is signed in.
 * The API also keeps this browser's device token in a cookie of its own (the sign-in throttle).
 */
/** The API wants the staff member's two-factor code before it opens a session. */
export class TwoFactorRequired extends Error {}

export const authProvider: AuthProvider = {
  /** Answers the staff member (useLogin passes it on): the login page starts the console in their language. */
  login: async ({ email, password, captchaId, captchaText, captchaToken, code }: LoginParams & { code?: string }): Promise<Staff> => {
    cached = null;
    const { json } = await httpClient(SESSION_URL, {
      method: 'POST',
      body: JSON.stringify({ email, password, captchaId, captchaText, captchaToken, code }),
    });
    if ((json as { twoFactorRequired?: boolean }).twoFactorRequired) throw new TwoFactorRequired('console.login.codeRequired');
    cached = { staff: Promise.resolve(json as Staff), at: Date.now() };
    hint.set(true);
    return json as Staff;
  },
  logout: async () => {
    cached = null;
    const signedIn = hint.get();
    hint.set(false);
    // Only a signed-in browser has a session to end: for anyone else the API answers 401. A 401 here
    // (the session had already ended) or a network fault still leaves the console signed out.
    if (signedIn) await httpClient(SESSION_URL, { method: 'DELETE' }).catch(() => undefined);
  },
  checkAuth: async () => {
    await currentStaff();
  },
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401 || error?.status === 403) {
      cached = null;
      hint.set(false);
      throw error;
    }
  },
  getIdentity: async (): Promise<UserIdentity> => {
    const staff = await currentStaff();
    const fullName = `${staff.firstName} ${staff.lastName}`.trim() || staff.email;
    return { id: staff.id, fullName, notificationLanguage: staff.notificationLanguage };
  },
};

/** Saves the language picked in the console as the staff member's language (the next sign-in starts in it). */
export async function saveLanguage(notificationLanguage: string): Promise<void> {
  await httpClient(SESSION_URL, { method: 'PATCH', body: JSON.stringify({ notificationLanguage }) });
  if (cached) cached = { ...cached, staff: cached.staff.then((staff) => ({ ...staff, notificationLanguage })) };
}
