import { activityLog, emailOutbox, invites } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, dataOf, insertUser, useTestApp } from '../../../test/app';
import { api, linkIn, outboxTo } from '../../../test/profile';
import { findInviteByToken, inviteToken, markInviteAccepted } from './token';

type Result = { sent: string[]; skipped: { email: string; reason: string; message: string }[] };

describe('POST /users/send-invites', () => {
  const ctx = useTestApp();
  const secret = () => ctx.app.config.encryptionKey;
  const send = (token: string, emails: string, lang = '') => api(ctx, 'POST', `/users/send-invites${lang}`, token, { emails });
  const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.test`;

  it('needs a login', async () => {
    expect((await api(ctx, 'POST', '/users/send-invites', null, { emails: 'a@example.test' })).statusCode).toBe(401);
  });

  it('validates each address, reporting it at emails.<index>, and sends nothing then', async () => {
    const user = await createUser(ctx);
    const good = unique('good');
    const res = await send(user.token, `${good}, not-an-email ,x@,  ${unique('ok')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'emails.1', message: 'Email is invalid.' },
      { field: 'emails.2', message: 'Email is invalid.' },
    ]);
    expect(await outboxTo(ctx, good)).toHaveLength(0);
    const fr = await send(user.token, 'nope', '?language=fr');
    expect(fr.json().errors).toEqual([{ field: 'emails.0', message: 'L’adresse e-mail est invalide.' }]);
  });

  it('refuses an empty list and more than 20 addresses at once', async () => {
    const user = await createUser(ctx);
    const empty = await send(user.token, ' , ');
    expect(empty.json().errors).toEqual([{ field: 'emails', message: 'This field is required.' }]);
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@example.test`).join(',');
    const tooMany = await send(user.token, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([{ field: 'emails', message: 'You can invite at most 20 people at once.' }]);
  });

  it('sends each invitation in the inviter’s language with a sign-up link, and skips registered, already invited and repeated addresses', async () => {
    const inviter = await createUser(ctx, { firstName: 'Ines', lastName: 'Inviter', notificationLanguage: 'fr' });
    const member = await insertUser(ctx);
    const [a, b, c] = [unique('a'), unique('b'), unique('c')];
    const first = dataOf<Result>(await send(inviter.token, `${a}, ${b.toUpperCase()}, ${member.email}, ${a}`));
    expect(first.sent).toEqual([a, b]);
    expect(first.skipped).toEqual([
      { email: member.email, reason: 'registered', message: 'Already has an account.' },
      { email: a, reason: 'duplicate', message: 'Listed more than once.' },
    ]);

    const [mail] = await outboxTo(ctx, a);
    expect(mail).toMatchObject({ template: 'invite', lang: 'fr' });
    expect(mail!.subject).toMatch(/^Ines Inviter vous invite à rejoindre /);
    const link = linkIn(mail!.text, 'http://localhost/signup?invite=');
    const token = new URL(link).searchParams.get('invite')!;
    const invite = await findInviteByToken(ctx.handle.db, secret(), token);
    expect(invite).toMatchObject({ inviterId: inviter.id, email: a, acceptedAt: null });
    // The outbox row (what staff see) keeps the link's secret sealed: only the mail sent carries it.
    const [stored] = await ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, a));
    for (const body of [stored!.text, stored!.html]) expect(body).not.toContain(token.split('.')[1]!);
    expect(await outboxTo(ctx, b)).toHaveLength(1);
    expect(await outboxTo(ctx, member.email)).toHaveLength(0);

    // Invited again by the same person: skipped, not e-mailed twice. Another inviter may invite them.
    const second = dataOf<Result>(await send(inviter.token, `${a}, ${c}`));
    expect(second).toEqual({
      sent: [c],
      skipped: [{ email: a, reason: 'alreadyInvited', message: 'You have already invited this address.' }],
    });
    expect(await outboxTo(ctx, a)).toHaveLength(1);
    const friend = await createUser(ctx);
    expect(dataOf<Result>(await send(friend.token, a)).sent).toEqual([a]);
    const [englishMail] = await outboxTo(ctx, a);
    expect(englishMail).toMatchObject({ lang: 'en' });

    const rows = await ctx.handle.db.select().from(invites).where(eq(invites.inviterId, inviter.id));
    expect(rows.map((r) => r.email).sort()).toEqual([a, b, c].sort());
    const entries = await ctx.handle.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, inviter.id), eq(activityLog.messageKey, 'identity.activity.invitesSent')));
    expect(entries.map((e) => e.params)).toEqual([{ count: 2 }, { count: 1 }]);
  });

  it('invitation links cannot be forged or moved to another invitation', async () => {
    const inviter = await createUser(ctx);
    const email = unique('forge');
    await send(inviter.token, email);
    const [row] = await ctx.handle.db.select().from(invites).where(eq(invites.email, email));
    const good = inviteToken(secret(), row!);
    expect(await findInviteByToken(ctx.handle.db, secret(), good)).toMatchObject({ id: row!.id });
    expect(await findInviteByToken(ctx.handle.db, 'another-secret-that-is-long-enough-000000', good)).toBeNull();
    const moved = `${row!.id + 1}.${good.split('.')[1]}`;
    expect(await findInviteByToken(ctx.handle.db, secret(), moved)).toBeNull();
    expect(await findInviteByToken(ctx.handle.db, secret(), 'garbage')).toBeNull();
    await markInviteAccepted(ctx.handle.db, row!.id);
    expect((await findInviteByToken(ctx.handle.db, secret(), good))!.acceptedAt).toBeInstanceOf(Date);
    // Nothing about the invitation reaches the outbox but the e-mail itself.
    expect((await ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).length).toBe(1);
  });
});
