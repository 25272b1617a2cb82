import { AppError } from '@cf/domain';
import { z } from 'zod';

/** Google answers in well under a second; a form should not hang on it much longer. */
const VERIFY_TIMEOUT_MS = 5000;

/** The fields of Google's siteverify answer we read (v2 checkbox; a v3 key adds score and action). */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Errors that mean the operator's key is wrong, not the visitor's answer: no visitor can fix them. */
const KEY_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret']);

/** The check could not be made (Google unreachable, slow or answering nonsense, or a wrong secret key). */
export const recaptchaUnavailable = () =>
  new AppError('CAPTCHA_UNAVAILABLE', 503, 'auth.errors.captchaUnavailable', [], { retryAfterSeconds: 10 });

export type RecaptchaCheck = { verifyUrl: string; secret: string; token: string; remoteIp?: string | undefined };

/**
 * Asks Google (or the fake in tests) whether a widget token is good. True or false for the
 * visitor's answer (a token is good once: a reused one is false); throws a 503 when no answer can
 * be had, so a Google outage reads as one and not as "captcha does not match".
 */
export async function verifyRecaptcha({ verifyUrl, secret, token, remoteIp }: RecaptchaCheck): Promise<boolean> {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let body: unknown;
  try {
    const res = await fetch(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
    if (!res.ok) throw recaptchaUnavailable();
    body = await res.json();
  } catch {
    throw recaptchaUnavailable();
  }
  const answer = siteverifyAnswer.safeParse(body);
  if (!answer.success) throw recaptchaUnavailable();
  if (answer.data['error-codes']?.some((code) => KEY_ERRORS.has(code))) throw recaptchaUnavailable();
  return answer.data.success;
}
