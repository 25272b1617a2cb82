import { emailOutbox } from '@cf/db';
import { desc, eq } from 'drizzle-orm';
import { unsealMail } from '../src/lib/mail/mailer';
import { generateSync } from 'otplib';
import { nextIp, type TestContext } from './app';

/** Helpers for the sign-up, login, two-factor, password and social-login tests. */

let n = 0;
/** A unique address for a test. */
export const freshEmail = (tag = 'user') => `${tag}.${++n}.${Date.now()}@example.test`;

/** A valid sign-up body; override any field. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: freshEmail('signup'),
    password: 'Tr1cky!Passage',
    confirmPassword: 'Tr1cky!Passage',
    phoneNumber: '+33 6 12 34 56 78',
    userType: 'investor',
    acceptTerms: true,
    ...overrides,
  };
}

export function post(ctx: TestContext, url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextIp()) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers, remoteAddress });
}

export function patch(ctx: TestContext, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/v1${url}`, payload: payload as object, headers, remoteAddress: nextIp() });
}

/** The e-mails sent to an address, newest first. */
export async function outboxFor(ctx: TestContext, to: string) {
  const rows = await ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));
  // Test-only path: the rows keep links' secrets sealed; open them as the mailer does when sending.
  const key = ctx.app.config.encryptionKey;
  return rows.map((row) => ({
    ...row,
    subject: unsealMail(row.subject, key),
    text: unsealMail(row.text, key),
    html: unsealMail(row.html, key),
  }));
}

/** The first link to the site in an e-mail's text. */
export function linkIn(text: string, publicUrl = 'http://localhost'): string {
  const match = new RegExp(`${publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^\\s]+`).exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/** A TOTP code for a secret at a moment (seconds offset from now: -30 is the previous step). */
export const totp = (secret: string, offsetSeconds = 0): string =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/**
 * Waits until the next 30-second TOTP step has at least `margin` seconds left, so a test that needs
 * "this step" and "the next step" does not straddle a boundary.
 */
export async function awayFromStepEdge(margin = 3): Promise<void> {
  const left = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (left < margin) await new Promise((r) => setTimeout(r, left * 1000 + 100));
}
