import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { MASK } from '../../lib/mail/mailer';
import { createUser, dataOf, listUrl, useStaff, useTestApp } from '../../../test/app';
import { call, lookupId, newDraft, ownerUser } from '../../../test/campaigns';

/** Quoted-printable soft line breaks and escapes, undone (enough to read a link back). */
const unQuote = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Issue 12 item 8: the team invitation and the e-mail change confirmation carry one-time links.
 * Staff reading the console's outbox see them masked; the e-mail delivered (a real SMTP server
 * here) carries the working link.
 */
describe('one-time links of the team invitation and the e-mail change', () => {
  const received: { to: string[]; data: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: unQuote(data) });
        callback();
      });
    },
  });
  const overrides: Partial<AppConfig> = {};
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    overrides.mail = { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Fundright <no-reply@fundright.test>' };
  });
  const ctx = useTestApp(overrides);
  const staff = useStaff(ctx);
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  /** The token of the first link to `path` in the e-mail delivered to an address. */
  async function deliveredToken(to: string, path: string): Promise<string> {
    const deadline = Date.now() + 10_000;
    const pattern = new RegExp(`http://localhost${path}\\?token=([A-Za-z0-9_-]+)`);
    for (;;) {
      const mail = received.find((m) => m.to.includes(to.toLowerCase()) && pattern.test(m.data));
      if (mail) return pattern.exec(mail.data)![1]!;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with a ${path} link`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** What staff see of the newest e-mail of a template to an address: list and single record. */
  async function shownToStaff(to: string, template: string): Promise<string[]> {
    const list = await staff.client.get(listUrl('outbox', { filter: { to, template } }));
    expect(list.statusCode, list.body).toBe(200);
    const [row] = list.json() as { id: number; subject: string; text: string; html: string }[];
    expect(row, `an outbox row ${template} to ${to}`).toBeDefined();
    const one = (await staff.client.get(`/api/v1/console/outbox/${row!.id}`)).json() as { subject: string; text: string; html: string };
    return [row!.subject, row!.text, row!.html, one.subject, one.text, one.html];
  }

  it('the e-mail change: masked in the outbox, working in the e-mail sent', async () => {
    const user = await createUser(ctx);
    const newEmail = `moved.${Date.now()}@example.test`;
    const res = await call(ctx, user.token, 'POST', '/users/change-email', { password: user.password, newEmail });
    expect(res.statusCode, res.body).toBe(200);
    const token = await deliveredToken(newEmail, '/confirm-email');
    const shown = await shownToStaff(newEmail, 'email-change-confirm');
    expect(shown[1]).toContain(`/confirm-email?token=${MASK}`);
    for (const body of shown) {
      expect(body).not.toContain(token);
      expect(body).not.toContain('[[sealed:');
    }
    const confirmed = await call(ctx, null, 'POST', '/users/confirm-email-change', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(dataOf(confirmed)).toEqual({ email: newEmail });
  });

  it('the team invitation: masked in the outbox, working in the e-mail sent', async () => {
    const owner = await ownerUser(ctx);
    const invitee = await createUser(ctx);
    const campaignId = await newDraft(ctx, owner.token);
    const added = await call(ctx, owner.token, 'POST', '/campaigns/equity/team-members', {
      campaignId,
      fullName: 'Grace Hopper',
      roleTitle: 'CTO',
      email: invitee.email,
      memberTypeId: await lookupId(ctx, 'team-member-type', 'founder'),
    });
    expect(added.statusCode, added.body).toBe(201);
    const token = await deliveredToken(invitee.email, '/team-invite');
    const shown = await shownToStaff(invitee.email, 'campaign-team-invite');
    expect(shown[1]).toContain(`/team-invite?token=${MASK}`);
    for (const body of shown) {
      expect(body).not.toContain(token);
      expect(body).not.toContain('[[sealed:');
    }
    const accepted = await call(ctx, invitee.token, 'POST', '/campaigns/team-invites/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
