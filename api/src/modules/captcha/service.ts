import { createHash, randomUUID } from 'node:crypto';
import { type Database, captchaChallenges } from '@cf/db';
import { type CaptchaPlace, ValidationError } from '@cf/domain';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { AppConfig } from '../../config';
import { captchaRow, effectiveCaptchaProvider } from '../settings/index';
import { recaptchaUnavailable, verifyRecaptcha } from './recaptcha';

const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const hashAnswer = (id: string, text: string) => createHash('sha256').update(`${id}:${text.trim().toLowerCase()}`).digest('hex');

/** A new text captcha: the SVG for the form and the id to send back; only a hash is stored. */
export async function createCaptcha(db: Database) {
  const { text, data } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1iIlL', color: false, background: '#ffffff' });
  const id = randomUUID();
  await db.insert(captchaChallenges).values({ id, answerHash: hashAnswer(id, text), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) });
  // Expired challenges are useless; clearing them here keeps the table small without a job.
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, new Date(Date.now() - CAPTCHA_TTL_MS)));
  return { captchaId: id, svg: data };
}

/** What a form shows: a new image challenge, or the reCAPTCHA site key when that provider is in use. */
export async function nextChallenge(db: Database) {
  const settings = await captchaRow(db);
  if (settings && effectiveCaptchaProvider(settings) === 'recaptcha') {
    return { provider: 'recaptcha' as const, siteKey: settings.recaptchaSiteKey! };
  }
  return createCaptcha(db);
}

/** Single use: the challenge is consumed whether or not the answer matches. */
async function consumeCaptcha(db: Database, id: string, text: string): Promise<boolean> {
  const [row] = await db
    .update(captchaChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, new Date())))
    .returning({ answerHash: captchaChallenges.answerHash });
  return Boolean(row) && row!.answerHash === hashAnswer(id, text);
}

/** What the forms send: the image captcha's id and text, or the reCAPTCHA token (and the sender's address, when known). */
export type CaptchaInput = {
  captchaId?: string | undefined;
  captchaText?: string | undefined;
  captchaToken?: string | undefined;
  remoteIp?: string | undefined;
};

/**
 * Where reCAPTCHA tokens are checked. Set from the app's configuration when the captcha routes
 * are registered, so the many callers (sign-in, sign-up, forms, the console) keep passing only the
 * database; the object is kept, not copied, so a test can point it at its fake after start-up.
 */
let recaptchaConfig: AppConfig['recaptcha'] | undefined;
export function configureCaptcha(config: Pick<AppConfig, 'recaptcha'>) {
  recaptchaConfig = config.recaptcha;
}

type CaptchaSettings = NonNullable<Awaited<ReturnType<typeof captchaRow>>>;

/** Google's verdict on the widget's token, with the operator's secret key. */
function recaptchaSolved(settings: CaptchaSettings, input: CaptchaInput): Promise<boolean> {
  if (!recaptchaConfig || !settings.recaptchaSecretKey) throw recaptchaUnavailable();
  return verifyRecaptcha({
    verifyUrl: recaptchaConfig.verifyUrl,
    secret: settings.recaptchaSecretKey,
    token: input.captchaToken!,
    remoteIp: input.remoteIp,
  });
}

const answered = (recaptcha: boolean, input: CaptchaInput) =>
  recaptcha ? Boolean(input.captchaToken) : Boolean(input.captchaId && input.captchaText);

/**
 * True when the answer is good for the provider in use: a reCAPTCHA token Google accepts, or an
 * unused, unexpired image challenge whose text matches (the challenge is used up either way).
 */
export async function captchaSolved(db: Database, input: CaptchaInput): Promise<boolean> {
  const settings = await captchaRow(db);
  const recaptcha = Boolean(settings && effectiveCaptchaProvider(settings) === 'recaptcha');
  if (!answered(recaptcha, input)) return false;
  if (recaptcha) return recaptchaSolved(settings!, input);
  return consumeCaptcha(db, input.captchaId!, input.captchaText!);
}

/**
 * Checks the captcha when staff have switched it on for this form; otherwise does nothing. Says
 * whether a captcha was solved, so a later check on the same request (the sign-in throttle) does
 * not ask for a second one. Errors name captchaText whatever the provider: it is the field every
 * form shows captcha messages under.
 */
export async function checkCaptcha(db: Database, place: CaptchaPlace, input: CaptchaInput): Promise<boolean> {
  const settings = await captchaRow(db);
  if (!settings?.[place]) return false;
  const recaptcha = effectiveCaptchaProvider(settings) === 'recaptcha';
  if (!answered(recaptcha, input)) {
    const message = recaptcha ? 'auth.validation.recaptchaRequired' : 'validation.captchaRequired';
    throw new ValidationError([{ field: 'captchaText', message }]);
  }
  const solved = recaptcha ? await recaptchaSolved(settings, input) : await consumeCaptcha(db, input.captchaId!, input.captchaText!);
  if (!solved) throw new ValidationError([{ field: 'captchaText', message: 'validation.captchaMismatch' }], 'errors.captchaMismatch');
  return true;
}
