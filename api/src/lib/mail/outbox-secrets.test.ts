import { emailOutbox } from '@cf/db';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkIn, outboxFor, post, signupBody } from '../../../test/accounts';
import { bearer, createUser, listUrl, useStaff, useTestApp } from '../../../test/app';
import { MASK, maskSealed, unsealMail } from './mailer';

/** Issue 12, item 4: staff must not read live activation and reset links in the console's outbox. */
describe('links in the outbox', () => {
  const ctx = useTestApp();
  const staff = useStaff(ctx);

  const rawRows = (to: string) => ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));

  async function signedUp(): Promise<{ email: string; userId: string; token: string }> {
    const body = signupBody();
    const res = await post(ctx, '/users/signup', body);
    expect(res.statusCode).toBe(201);
    const link = linkIn((await outboxFor(ctx, body.email))[0]!.text);
    const [, , userId, token] = new URL(link).pathname.split('/');
    return { email: body.email, userId: userId!, token: token! };
  }

  it('keeps the activation token sealed in the row and masked in the console, and the link still activates once', async () => {
    const { email, userId, token } = await signedUp();
    const [row] = await rawRows(email);
    for (const body of [row!.text, row!.html]) {
      expect(body).not.toContain(token);
      expect(body).toContain('[[sealed:v1.');
      expect(unsealMail(body, ctx.app.config.encryptionKey)).toContain(`/activate-account/${userId}/${token}/email`);
    }

    const list = await staff.client.get(listUrl('outbox', { filter: { to: email } }));
    expect(list.statusCode).toBe(200);
    const [shown] = list.json() as { id: number; text: string; html: string }[];
    expect(shown!.text).toContain(`/activate-account/${userId}/${MASK}/email`);
    const one = await staff.client.get(`/api/v1/console/outbox/${shown!.id}`);
    expect(one.statusCode).toBe(200);
    for (const record of [shown!, one.json() as { text: string; html: string }]) {
      expect(record.text).not.toContain(token);
      expect(record.html).not.toContain(token);
      expect(`${record.text}${record.html}`).not.toContain('[[sealed:');
    }

    // The recipient's link works, once.
    expect((await post(ctx, '/users/activeAccount', { userId, token })).statusCode).toBe(200);
    expect((await post(ctx, '/users/activeAccount', { userId, token })).statusCode).toBe(400);
  });

  it('masks the reset link too', async () => {
    const { email, userId, token } = await signedUp();
    await post(ctx, '/users/activeAccount', { userId, token });
    expect((await post(ctx, '/users/forgotPassword', { email })).statusCode).toBe(200);
    const [mail] = await outboxFor(ctx, email);
    expect(mail!.template).toBe('password-reset');
    const resetToken = new URL(linkIn(mail!.text)).searchParams.get('token')!;
    expect(resetToken).toMatch(/^[\w-]{20,}$/);
    const list = await staff.client.get(listUrl('outbox', { filter: { to: email, template: 'password-reset' } }));
    const [shown] = list.json() as { text: string; html: string }[];
    expect(shown!.text).toContain(`/reset-password?token=${MASK}`);
    expect(`${shown!.text}${shown!.html}`).not.toContain(resetToken);
  });

  it("masks the link in the user's own inbox copy as well", async () => {
    const user = await createUser(ctx);
    expect((await post(ctx, '/users/forgotPassword', { email: user.email })).statusCode).toBe(200);
    const [mail] = await outboxFor(ctx, user.email);
    const resetToken = new URL(linkIn(mail!.text)).searchParams.get('token')!;
    const res = await ctx.app.inject({ url: `/api/v1/users/inbox/${mail!.id}`, headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    const { text, html } = res.json().data.data as { text: string; html: string };
    expect(text).toContain(`/reset-password?token=${MASK}`);
    expect(`${text}${html}`).not.toContain(resetToken);
    expect(`${text}${html}`).not.toContain('[[sealed:');
  });

  it('masks any sealed part and leaves other text alone', () => {
    expect(maskSealed('a [[sealed:v1.aa.bb.cc]] b [[sealed:v1.d-d.e_e.]] c')).toBe(`a ${MASK} b ${MASK} c`);
    expect(maskSealed('no [[secret]] here')).toBe('no [[secret]] here');
  });
});
