import { emailOutbox } from '@cf/db';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, useTestApp } from '../../../test/app';

describe('GET /api/v1/users/inbox', () => {
  const ctx = useTestApp();

  it('lists only the caller e-mails, newest first, 10 a page, and refuses someone else', async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    const rows = Array.from({ length: 12 }, (_, i) => ({
      userId: me.id,
      to: me.email,
      subject: `Mine ${i}`,
      text: `text ${i}`,
      html: `<p>${i}</p>`,
      template: 'test',
      lang: 'en',
      status: 'kept' as const,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await ctx.handle.db.insert(emailOutbox).values(rows);
    const [theirs] = await ctx.handle.db
      .insert(emailOutbox)
      .values({ userId: other.id, to: other.email, subject: 'Theirs', text: 't', html: 'h', template: 'test', lang: 'en', status: 'kept' })
      .returning({ id: emailOutbox.id });

    const page1 = (await ctx.app.inject({ url: '/api/v1/users/inbox', headers: bearer(me.token) })).json();
    expect(page1.data).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(page1.data.data.map((m: { subject: string }) => m.subject)).toEqual(Array.from({ length: 10 }, (_, i) => `Mine ${11 - i}`));
    const page2 = (await ctx.app.inject({ url: '/api/v1/users/inbox?page=2', headers: bearer(me.token) })).json();
    expect(page2.data.data).toHaveLength(2);

    const one = await ctx.app.inject({ url: `/api/v1/users/inbox/${String(page1.data.data[0].id)}`, headers: bearer(me.token) });
    expect(one.json().data.data).toMatchObject({ subject: 'Mine 11', text: 'text 11' });
    expect((await ctx.app.inject({ url: `/api/v1/users/inbox/${String(theirs!.id)}`, headers: bearer(me.token) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/users/inbox' })).statusCode).toBe(401);
  });
});
