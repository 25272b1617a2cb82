import { createHash, randomUUID } from 'node:crypto';
import { type Database, captchaChallenges } from '@cf/db';
import { type CaptchaPlace, ValidationError } from '@cf/domain';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { captchaRow } from '../settings/index';

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

/** Single use: the challenge is consumed whether or not the answer matches. */
async function consumeCaptcha(db: Database, id: string, text: string): Promise<boolean> {
  const [row] = await db
    .update(captchaChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, new Date())))
    .returning({ answerHash: captchaChallenges.answerHash });
  return Boolean(row) && row!.answerHash === hashAnswer(id, text);
}

/** True when the answer names an unused, unexpired challenge and matches it (the challenge is used up either way). */
export async function captchaSolved(
  db: Database,
  input: { captchaId?: string | undefined; captchaText?: string | undefined },
): Promise<boolean> {
  if (!input.captchaId || !input.captchaText) return false;
  return consumeCaptcha(db, input.captchaId, input.captchaText);
}

/**
 * Checks the captcha when staff have switched it on for this form; otherwise does nothing. Says
 * whether a captcha was solved, so a later check on the same request (the sign-in throttle) does
 * not ask for a second one.
 */
export async function checkCaptcha(
  db: Database,
  place: CaptchaPlace,
  input: { captchaId?: string | undefined; captchaText?: string | undefined },
): Promise<boolean> {
  const settings = await captchaRow(db);
  if (!settings?.[place]) return false;
  if (!input.captchaId || !input.captchaText) {
    throw new ValidationError([{ field: 'captchaText', message: 'validation.captchaRequired' }]);
  }
  if (!(await consumeCaptcha(db, input.captchaId, input.captchaText))) {
    throw new ValidationError([{ field: 'captchaText', message: 'validation.captchaMismatch' }], 'errors.captchaMismatch');
  }
  return true;
}
