import type { AddressInfo } from 'node:net';
import { emailOutbox } from '@cf/db';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { post, signupBody } from '../../../test/accounts';
import { useTestApp } from '../../../test/app';

type Received = { from: string; to: string[]; data: string };

/** Quoted-printable soft line breaks and escapes, undone (enough to read a link back). */
const unQuote = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('activation e-mail through a real SMTP server', () => {
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  // Filled once the server listens, before the app is built (hooks run in the order they are declared).
  const overrides: Partial<AppConfig> = {};

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    overrides.mail = { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Fundright <no-reply@fundright.test>' };
  });
  const ctx = useTestApp(overrides);
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function mailTo(address: string, timeoutMs = 10_000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find((m) => m.to.includes(address));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  it('delivers the activation e-mail with its link, and marks the outbox row sent', async () => {
    const body = signupBody();
    const res = await post(ctx, '/users/signup', body);
    expect(res.statusCode).toBe(201);
    const userId = res.json().data.data.id as string;

    const mail = await mailTo(body.email);
    expect(mail.from).toBe('no-reply@fundright.test');
    const message = unQuote(mail.data);
    expect(message).toMatch(/^Subject: Activate your Fundright account$/m);
    expect(message).toMatch(new RegExp(`http://localhost/activate-account/${userId}/[A-Za-z0-9_-]+/email`));
    expect(message).toContain('text/html');
    // The recipient gets the token; the outbox row (what staff can read) keeps it only sealed.
    const token = new RegExp(`/activate-account/${userId}/([A-Za-z0-9_-]+)/email`).exec(message)![1]!;
    expect(message).not.toContain('[[sealed:');
    const [stored] = await ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, body.email));
    expect(`${stored!.text}${stored!.html}`).not.toContain(token);

    // The outbox row is marked sent once the server accepted it.
    for (let i = 0; i < 50; i++) {
      const [row] = await ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, body.email));
      if (row?.status === 'sent') return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the outbox row was not marked sent');
  });
});
