import { headerFlagsOut, meFullOut, meOut } from '@cf/domain';
import { z } from 'zod';
import { errorBody, errorResponses } from '../../lib/envelope';

/** The signed-in user's answers are the domain's (schemas/site-answers.ts). */
export { headerFlagsOut, meFullOut, meOut };
export type Me = z.infer<typeof meOut>;

export const pickMe = (u: Me): Me => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  slug: u.slug,
  photo: u.photo,
  userType: u.userType,
  isAdmin: u.isAdmin,
  notificationLanguage: u.notificationLanguage,
  enableTwoFactorAuth: u.enableTwoFactorAuth,
  createdAt: u.createdAt,
});

/** A session was issued ("like a login"). */
export const sessionResult = z.object({
  status: z.literal('success'),
  token: z.string(),
  expiresAt: z.date(),
  data: z.object({ data: meOut }),
  /** After the sign-up two-factor set-up: the recovery codes, shown once. */
  recoveryCodes: z.array(z.string()).optional(),
  /** Social login: the account was created by this call (the site may ask for the user type). */
  newAccount: z.boolean().optional(),
  /** Social login: the site path given when the login started. */
  redirectTo: z.string().nullable().optional(),
  /** Kept by the client (an httpOnly cookie on the site) and sent with the password next time: see ACCOUNT_RULES.lockout. */
  deviceToken: z.string().optional(),
});
export type SessionResult = z.infer<typeof sessionResult>;

const redirectTo = z.string().nullable().optional();
export const challengeResult = z.object({
  status: z.literal('success'),
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
  redirectTo,
});
export const setupResult = z.object({
  status: z.literal('success'),
  twoFactorSetupRequired: z.literal(true),
  setupToken: z.string(),
  redirectTo,
});

/** The answer of every way in: a session, a two-factor challenge, or a required two-factor set-up. */
export const loginResult = z.union([sessionResult, challengeResult, setupResult]);
export type LoginResult = z.infer<typeof loginResult>;

/** Sign-in refusals tell when to try again, or that the captcha must be shown (and solved). */
export const authErrorBody = errorBody.extend({ retryAfterSeconds: z.number().optional(), captchaRequired: z.boolean().optional() });
export const authErrorResponses = { ...errorResponses, 400: authErrorBody, 401: authErrorBody, 429: authErrorBody };
