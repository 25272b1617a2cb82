import { ACCOUNT_RULES, AppError } from '@cf/domain';
import { captchaSolved } from '../captcha/index';
import { type ClientContext, completeLogin } from './login-flow';
import { gateLogin, type LoginGate, recordLoginAttempt } from './lockout';
import type { LoginResult } from './schemas';
import { checkCredentials } from './service';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type PasswordLoginDeps = DepsOf<'db' | 'config'>;

export type PasswordAttempt = {
  email: string;
  password: string;
  deviceToken?: string | undefined;
  captchaId?: string | undefined;
  captchaText?: string | undefined;
  captchaToken?: string | undefined;
};

/** The answer that makes the site and the console show the captcha (a new one: each is used once). */
const withCaptchaFlag = (err: AppError) =>
  new AppError(err.code, err.status, err.messageKey, err.fieldErrors, { ...err.extra, captchaRequired: true });

function captchaMissing(wrong: boolean): AppError {
  const message = wrong ? 'validation.captchaMismatch' : 'auth.errors.addressCaptcha';
  return new AppError('CAPTCHA_REQUIRED', 400, message, [{ field: 'captchaText', message }], { captchaRequired: true });
}

/**
 * The password check behind the sign-in throttle (lockout.ts), for the site and the console alike:
 * the gate first (no password work while an untrusted client must wait), the captcha an address
 * that failed often must add (unless one was solved already: `captchaDone`), then the
 * credentials. Every attempt that reaches them and fails is recorded, with its device when trusted.
 */
export async function throttledCredentials(deps: PasswordLoginDeps, input: PasswordAttempt, ip: string, captchaDone: boolean) {
  const gate: LoginGate = await gateLogin(deps.db, deps.config.jwtSecret, { email: input.email, ip, deviceToken: input.deviceToken });
  const threshold = ACCOUNT_RULES.lockout.addressFailures;
  if (gate.addressFailures >= threshold && !captchaDone && !(await captchaSolved(deps.db, input)))
    throw captchaMissing(Boolean((input.captchaId && input.captchaText) || input.captchaToken));
  try {
    return { user: await checkCredentials(deps.db, gate.email, input.password), gate };
  } catch (err) {
    await recordLoginAttempt(deps.db, { email: gate.email, ip, success: false, device: gate.device });
    // From now on this address needs the captcha: say so, so the form shows it at once.
    if (err instanceof AppError && !gate.device && gate.addressFailures + 1 >= threshold) throw withCaptchaFlag(err);
    throw err;
  }
}

/**
 * POST /users/login after the captcha staff may require: the throttle and the credentials, then
 * the two-factor rules. The success is recorded when a session is issued (startSession): a
 * password without its second factor does not clear the account's failures, so wrong codes keep
 * adding up. Wrong two-factor codes are recorded as failures too (two-factor service).
 */
export async function passwordLogin(
  deps: PasswordLoginDeps,
  input: PasswordAttempt,
  ctx: ClientContext,
  captchaDone = false,
): Promise<LoginResult> {
  const { user } = await throttledCredentials(deps, input, ctx.ip, captchaDone);
  return completeLogin(deps, user, ctx, { messageKey: 'auth.activity.login' });
}
