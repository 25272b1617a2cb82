import { SOCIAL_PROVIDERS, type SocialProvider } from '@cf/domain/constants';
import type { AppLoadContext } from '@remix-run/node';
import type { Me, Shell } from './api-types';
import { AFTER_LOGIN } from './account-paths';
import type { ApiResponse } from './api.server';
import { safeRedirect } from './safe-redirect';
import { redirectWithSession, signIn, type SiteSession } from './session.server';

/**
 * Every answer that "is like a login" (docs/api/accounts.md): a token, or the next step of a
 * two-factor login, or the set-up that a site requiring two-factor asks for first.
 */
export type LoginAnswer = {
  status: string;
  token?: string;
  expiresAt?: string;
  data?: { data: Me };
  twoFactorRequired?: boolean;
  challengeToken?: string;
  twoFactorSetupRequired?: boolean;
  setupToken?: string;
  recoveryCodes?: string[];
  /** Social login: where the visitor was going when they pressed the button (kept with the state). */
  redirectTo?: string;
  newAccount?: boolean;
};

export const loginAnswerOf = (res: ApiResponse): LoginAnswer | null =>
  res.status === 200 && res.json && typeof res.json === 'object' ? (res.json as LoginAnswer) : null;

/**
 * Turns a successful login answer into the next page: signed in (a welcome flag for the next
 * page), or on to the code screen with the challenge kept in the session, never in the URL. Returns
 * null when the answer is not a login (the caller shows the API's message).
 */
export async function continueLogin(
  answer: LoginAnswer | null,
  options: { session: SiteSession; context: AppLoadContext; redirectTo: string | null | undefined },
): Promise<Response | null> {
  if (!answer) return null;
  const { session, context } = options;
  const redirectTo = safeRedirect(answer.redirectTo ?? options.redirectTo, AFTER_LOGIN);
  if (answer.token && answer.expiresAt && answer.data) {
    signIn(session, answer.token, answer.expiresAt);
    session.unset('afterLogin');
    session.flash('welcome', answer.data.data.firstName);
    return redirectWithSession(redirectTo, session, context);
  }
  if (answer.twoFactorRequired && answer.challengeToken) {
    session.unset('setupToken');
    session.set('challengeToken', answer.challengeToken);
    session.set('afterLogin', redirectTo);
    return redirectWithSession('/login-user-verification', session, context);
  }
  if (answer.twoFactorSetupRequired && answer.setupToken) {
    session.unset('challengeToken');
    session.set('setupToken', answer.setupToken);
    session.set('afterLogin', redirectTo);
    return redirectWithSession('/auth-user-verification', session, context);
  }
  return null;
}

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** The social providers staff enabled (and configured) in the console, from the cached shell. */
export function enabledProviders(shell: Shell): SocialProvider[] {
  const list = (shell as Shell & { socialSignup?: { provider: string; enabled: boolean }[] }).socialSignup ?? [];
  return list
    .filter((p) => p.enabled)
    .map((p) => p.provider)
    .filter(isSocialProvider);
}
