import { LIMITS, SOCIAL_PROVIDERS, USER_TYPES } from '../constants';
import { z } from '../zod-setup';
import { captchaAnswer, email } from './common';

/**
 * Sign-up, activation, login, two-factor and password rules (issue 3 items 1–5). The numbers live
 * here once: the API enforces them, the site and the console show them.
 */
export const ACCOUNT_RULES = {
  /** Long passphrases are welcome; the bound only keeps hashing cheap. Same as the login form's. */
  passwordMax: 1024,
  /** E.164: at most 15 digits; 8 is the shortest real subscriber number with its country code. */
  phoneDigitsMin: 8,
  phoneDigitsMax: 15,
  activationTokenSeconds: 48 * 3600,
  /** At most this many activation e-mails per account and hour (resend). */
  activationEmailsPerHour: 3,
  resetTokenSeconds: 3600,
  /**
   * Sign-in throttling (OWASP "Slow down online guessing attacks with device cookies"): nothing a
   * stranger does can lock an account or an address out for a client that proves itself.
   */
  lockout: {
    /** Failures older than this no longer count against an address or a device token. */
    windowSeconds: 15 * 60,
    /** Failures against one account from untrusted clients count for this long (since its last sign-in). */
    accountHorizonSeconds: 24 * 3600,
    /** Untrusted failures for one e-mail before each further one makes the next attempt wait. */
    accountFreeFailures: 3,
    /** The first wait; each further untrusted failure doubles it (1 s, 2 s, 4 s, ...). */
    baseDelaySeconds: 1,
    /** The longest wait, reached after 13 untrusted failures. */
    maxDelaySeconds: 15 * 60,
    /** Failures with one device token (since its last sign-in) before it counts as untrusted: a stolen token cannot guess. */
    deviceFailures: 5,
    /** Failures from one address within the window before untrusted attempts from it need a solved captcha. */
    addressFailures: 10,
    /** How long a device token (issued at each sign-in) stays valid. */
    deviceTokenSeconds: 180 * 24 * 3600,
  },
  twoFactor: {
    challengeSeconds: 5 * 60,
    setupSeconds: 15 * 60,
    /** Wrong codes a challenge (or set-up token) survives; then the user signs in again. */
    wrongCodesPerChallenge: 5,
    recoveryCodes: 10,
    /** Accepted clock drift, in 30-second steps, either way. */
    driftSteps: 1,
  },
  appLoginTokenSeconds: 60,
  socketTokenSeconds: 60,
  oauthStateSeconds: 10 * 60,
} as const;

/** Spec §5 "Name pattern": letters, hyphens and parentheses, words separated by single spaces. */
export const NAME_PATTERN = /^[\p{L}\p{M}()-]+(?: [\p{L}\p{M}()-]+)*$/u;

const required = { message: 'validation.required', abort: true } as const;

/** A choice: "required" when nothing was chosen, "choose one of the options" for anything else. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : 'validation.invalidOption',
  });

export const signupName = z
  .string()
  .trim()
  .min(1, required)
  .max(LIMITS.nameMax, 'validation.tooLong')
  .regex(NAME_PATTERN, 'auth.validation.namePattern');

/** Spec §5 "New password": at least 8 characters with an upper-case and a lower-case letter, a digit and a special character. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= LIMITS.passwordMin &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\p{Nd}/u.test(value) &&
    /[^\p{L}\p{N}]/u.test(value)
  );
}

export const newPassword = z
  .string()
  .min(1, required)
  .min(LIMITS.passwordMin, 'validation.tooShort')
  .max(ACCOUNT_RULES.passwordMax, 'validation.tooLong')
  .refine((v) => v.length < LIMITS.passwordMin || isStrongPassword(v), 'auth.validation.passwordWeak');

const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE_PATTERN = new RegExp(`^\\+?\\d{${ACCOUNT_RULES.phoneDigitsMin},${ACCOUNT_RULES.phoneDigitsMax}}$`);

/** A phone number: an optional +, then 8 to 15 digits; spaces, dots, dashes and brackets are dropped. */
export const signupPhone = z
  .string()
  .trim()
  .min(1, required)
  .max(40, 'auth.validation.phoneInvalid')
  .refine((v) => PHONE_PATTERN.test(v.replace(PHONE_SEPARATORS, '')), 'auth.validation.phoneInvalid')
  .transform((v) => v.replace(PHONE_SEPARATORS, ''));

/** Both fields are strings: only then is "do not match" the useful message. */
const bothStrings =
  (a: string, b: string) =>
  (payload: { value: unknown }): boolean => {
    const v = payload.value as Record<string, unknown> | undefined;
    return typeof v?.[a] === 'string' && typeof v?.[b] === 'string';
  };

const passwordsMatch = {
  message: 'validation.passwordsMismatch',
  path: ['confirmPassword'],
  when: bothStrings('password', 'confirmPassword'),
};

const confirmPassword = z.string().min(1, required).max(ACCOUNT_RULES.passwordMax, 'validation.tooLong');

export const signupInput = z
  .object({
    firstName: signupName,
    lastName: signupName,
    email,
    password: newPassword,
    confirmPassword,
    phoneNumber: signupPhone,
    userType: choice(USER_TYPES),
    acceptTerms: z.boolean('auth.validation.acceptTerms').refine((v) => v, 'auth.validation.acceptTerms'),
    /** From an invitation link; the address decides whether an invite is accepted. */
    inviteToken: z.string().trim().max(200).optional(),
  })
  .extend(captchaAnswer.shape)
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type SignupInput = z.infer<typeof signupInput>;

const opaqueToken = z.string().trim().min(1, required).max(2000);

export const activateAccountInput = z.object({ userId: z.string().uuid('auth.errors.activationInvalid'), token: opaqueToken });
export const resendActivationInput = z.object({ email });
export const forgotPasswordInput = z.object({ email }).extend(captchaAnswer.shape);

export const resetPasswordInput = z
  .object({ password: newPassword, confirmPassword })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const updatePasswordInput = z
  .object({ currentPassword: z.string().min(1, required).max(ACCOUNT_RULES.passwordMax), password: newPassword, confirmPassword })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type UpdatePasswordInput = z.infer<typeof updatePasswordInput>;

/** A six-digit code from an authenticator app (spaces are forgiven). */
export const totpCode = z
  .string()
  .trim()
  .min(1, required)
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => /^\d{6}$/.test(v), 'auth.validation.codeFormat');

/** A recovery code as shown: xxxx-xxxx (case and the dash are forgiven). */
export const recoveryCode = z
  .string()
  .trim()
  .min(1, required)
  .transform((v) => v.toLowerCase().replace(/[\s-]/g, ''))
  .refine((v) => /^[a-z0-9]{8}$/.test(v), 'auth.validation.recoveryCodeFormat')
  .transform((v) => `${v.slice(0, 4)}-${v.slice(4)}`);

/** The code at login: from the authenticator app, or one of the recovery codes. */
export const twoFactorLoginInput = z
  .object({ challengeToken: opaqueToken, code: totpCode.optional(), recoveryCode: recoveryCode.optional() })
  .refine((v) => v.code !== undefined || v.recoveryCode !== undefined, { message: 'validation.required', path: ['code'] });
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginInput>;

export const twoFactorSignupInput = z.object({ setupToken: opaqueToken, code: totpCode });
export const passwordConfirmInput = z.object({ password: z.string().min(1, required).max(ACCOUNT_RULES.passwordMax) });
export const twoFactorEnableInput = z.object({ code: totpCode });
/** Disabling or renewing recovery codes: the password and a current code (or an unused recovery code). */
export const twoFactorConfirmInput = z.object({
  password: z.string().min(1, required).max(ACCOUNT_RULES.passwordMax),
  code: z.string().trim().min(1, required).max(20),
});

export const appAutoLoginInput = z.object({ loginToken: opaqueToken });

export const socialProvider = z.enum(SOCIAL_PROVIDERS, 'auth.errors.providerDisabled');
export const socialStartQuery = z.object({
  /** Where the site sends the user afterwards: a path of the site only. */
  redirectTo: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), 'validation.invalidUrl')
    .optional(),
});
export const socialLoginInput = z.object({
  provider: socialProvider,
  code: opaqueToken,
  state: opaqueToken,
  /** A new account chooses its user type here, or later. */
  userType: choice(USER_TYPES).optional(),
});
export type SocialLoginInput = z.infer<typeof socialLoginInput>;

/**
 * The device token a client got at its last sign-in on this device, sent back with the password:
 * it spares that client the waits and the captcha that strangers' failures bring (ACCOUNT_RULES.lockout).
 */
export const deviceTokenInput = z.object({ deviceToken: z.string().max(2048).optional() });
