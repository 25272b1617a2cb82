import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activityLog, userTokens, users } from '@cf/db';
import { LIMITS } from '@cf/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, dataOf, insertUser, login, nextIp, useTestApp } from '../../../test/app';
import { multipart, png } from '../../../test/files';
import { api, linkIn, outboxTo } from '../../../test/profile';

const uploadsDir = mkdtempSync(join(tmpdir(), 'cf-profile-'));
const IMAGE_INVALID = 'Invalid file format, dimensions or size (file must be under 2 MB).';
const FORMAT = 'Invalid file format: please upload a PNG, JPEG, GIF or WebP image.';

describe('own profile and settings', () => {
  const ctx = useTestApp({ uploadsDir });
  const activities = (userId: string) =>
    ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, userId)).orderBy(desc(activityLog.id));

  describe('PATCH /users/updateMe', () => {
    const valid = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      slug: 'ada-lovelace',
      description: 'Analyst',
      zipcode: '75001A',
      phoneNumber: '+33 6 12 34 56 78',
    };

    it('needs a login', async () => {
      expect((await api(ctx, 'PATCH', '/users/updateMe', null, valid)).statusCode).toBe(401);
    });

    it('updates the profile, answers the user without secrets and records a profile activity', async () => {
      const user = await createUser(ctx);
      const res = await api(ctx, 'PATCH', '/users/updateMe', user.token, { ...valid, slug: 'Ada-Lovelace' });
      const data = dataOf<Record<string, unknown>>(res);
      expect(data).toMatchObject({ ...valid, id: user.id, email: user.email, slug: 'ada-lovelace' });
      expect(data).not.toHaveProperty('passwordHash');
      expect(data).not.toHaveProperty('twoFactorSecret');
      const [entry] = await activities(user.id);
      expect(entry).toMatchObject({ type: 'profile', messageKey: 'identity.activity.profileUpdated' });
      expect(dataOf(await api(ctx, 'GET', '/users/me/profile', user.token))).toMatchObject({ ...valid, slug: 'ada-lovelace' });
    });

    it('leaves absent optional fields as they are and clears empty ones', async () => {
      const user = await createUser(ctx);
      await api(ctx, 'PATCH', '/users/updateMe', user.token, { ...valid, slug: `keep-${Date.now()}` });
      const kept = dataOf<Record<string, unknown>>(
        await api(ctx, 'PATCH', '/users/updateMe', user.token, { firstName: 'Ada', lastName: 'King', slug: `keep-${Date.now()}` }),
      );
      expect(kept).toMatchObject({ lastName: 'King', description: 'Analyst', zipcode: '75001A', phoneNumber: valid.phoneNumber });
      const cleared = dataOf<Record<string, unknown>>(
        await api(ctx, 'PATCH', '/users/updateMe', user.token, {
          ...valid,
          slug: `keep-${Date.now()}`,
          description: '',
          zipcode: '',
          phoneNumber: '',
        }),
      );
      expect(cleared).toMatchObject({ description: null, zipcode: null, phoneNumber: null });
    });

    it.each<[string, Record<string, unknown>, { field: string; message: string }]>([
      ['first name required', { firstName: '' }, { field: 'firstName', message: 'This field is required.' }],
      ['last name required', { lastName: ' ' }, { field: 'lastName', message: 'This field is required.' }],
      [
        'first name at most 20',
        { firstName: 'x'.repeat(LIMITS.nameMax + 1) },
        { field: 'firstName', message: 'Must be at most 20 characters.' },
      ],
      [
        'last name at most 20',
        { lastName: 'x'.repeat(LIMITS.nameMax + 1) },
        { field: 'lastName', message: 'Must be at most 20 characters.' },
      ],
      [
        'profile name at least 3',
        { firstName: 'A', lastName: 'B' },
        { field: 'firstName', message: 'Your profile name (first and last name together) must be at least 3 characters.' },
      ],
      [
        'description at most 1000',
        { description: 'x'.repeat(1001) },
        { field: 'description', message: 'Must be at most 1000 characters.' },
      ],
      ['zip code of 6', { zipcode: '12345' }, { field: 'zipcode', message: 'The zip code must be exactly 6 characters.' }],
      ['valid phone', { phoneNumber: 'call me' }, { field: 'phoneNumber', message: 'Please enter a valid phone number.' }],
      ['slug pattern', { slug: 'ada lovelace!' }, { field: 'slug', message: 'Use letters, digits and dashes only.' }],
      ['slug required', { slug: '' }, { field: 'slug', message: 'This field is required.' }],
    ])('refuses: %s', async (_label, change, error) => {
      const user = await createUser(ctx);
      const res = await api(ctx, 'PATCH', '/users/updateMe', user.token, { ...valid, slug: `s-${Date.now()}`, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([error]);
    });

    it('answers 409 on slug when another user has it, and changes nothing', async () => {
      const other = await createUser(ctx);
      await api(ctx, 'PATCH', '/users/updateMe', other.token, { ...valid, slug: 'taken-slug' });
      const user = await createUser(ctx);
      const res = await api(ctx, 'PATCH', '/users/updateMe', user.token, { ...valid, firstName: 'Changed', slug: 'TAKEN-slug' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: 'This profile address is already taken.',
        errors: [{ field: 'slug', message: 'This profile address is already taken.' }],
      });
      const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.firstName).toBe('Test');
      // Keeping one's own slug is not a conflict.
      expect((await api(ctx, 'PATCH', '/users/updateMe', other.token, { ...valid, slug: 'taken-slug' })).statusCode).toBe(200);
    });

    it('translates the messages (French)', async () => {
      const user = await createUser(ctx);
      const res = await api(ctx, 'PATCH', '/users/updateMe?language=fr', user.token, { ...valid, zipcode: '1' });
      expect(res.json().errors).toEqual([{ field: 'zipcode', message: 'Le code postal doit compter exactement 6 caractères.' }]);
    });
  });

  describe('POST /users/me/photo and /users/me/cover', () => {
    const upload = async (token: string, kind: 'photo' | 'cover', file: { name: string; type: string; data: Buffer | string }) => {
      const body = await multipart(file);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/users/me/${kind}`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
        remoteAddress: nextIp(),
      });
    };
    const refused = (res: Awaited<ReturnType<typeof upload>>, message: string) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ status: 'fail', message: IMAGE_INVALID, errors: [{ field: 'file', message }] });
    };

    it('stores a square photo of 200×200 publicly and points the profile at it', async () => {
      const user = await createUser(ctx);
      const res = await upload(user.token, 'photo', { name: 'me.png', type: 'image/png', data: png(200, 200) });
      const { photo } = dataOf<{ photo: string }>(res);
      expect(photo).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
      expect(existsSync(join(uploadsDir, 'public', photo.replace('/uploads/', '')))).toBe(true);
      const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.photo).toBe(photo);
      expect((await activities(user.id))[0]).toMatchObject({ messageKey: 'identity.activity.photoUpdated' });
    });

    it('stores a cover of 1350×400', async () => {
      const user = await createUser(ctx);
      const { coverPhoto } = dataOf<{ coverPhoto: string }>(
        await upload(user.token, 'cover', { name: 'c.png', type: 'image/png', data: png(1350, 400) }),
      );
      const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.coverPhoto).toBe(coverPhoto);
    });

    it('refuses HTML named .png and an SVG with a script (decided by content)', async () => {
      const user = await createUser(ctx);
      refused(
        await upload(user.token, 'photo', { name: 'me.png', type: 'image/png', data: '<!doctype html><script>alert(1)</script>' }),
        FORMAT,
      );
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><script>alert(1)</script></svg>';
      refused(await upload(user.token, 'photo', { name: 'me.svg', type: 'image/svg+xml', data: svg }), FORMAT);
      refused(await upload(user.token, 'cover', { name: 'c.png', type: 'image/png', data: svg }), FORMAT);
      const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.photo).toBeNull();
    });

    it('refuses a file over 2 MB and accepts one just under', async () => {
      const user = await createUser(ctx);
      const justUnder = await upload(user.token, 'photo', {
        name: 'ok.png',
        type: 'image/png',
        data: png(200, 200, LIMITS.fileBytesMax - 4096),
      });
      expect(justUnder.statusCode, justUnder.body).toBe(200);
      refused(
        await upload(user.token, 'photo', { name: 'big.png', type: 'image/png', data: png(200, 200, LIMITS.fileBytesMax) }),
        'The file must be under 2 MB.',
      );
    });

    it('refuses wrong dimensions: a photo not square or under 200×200, a cover under 1350×400', async () => {
      const user = await createUser(ctx);
      const photoMessage = 'The photo must be square and at least 200×200 pixels.';
      refused(await upload(user.token, 'photo', { name: 'a.png', type: 'image/png', data: png(300, 200) }), photoMessage);
      refused(await upload(user.token, 'photo', { name: 'a.png', type: 'image/png', data: png(199, 199) }), photoMessage);
      const coverMessage = 'The cover image must be at least 1350×400 pixels.';
      refused(await upload(user.token, 'cover', { name: 'c.png', type: 'image/png', data: png(1349, 400) }), coverMessage);
      refused(await upload(user.token, 'cover', { name: 'c.png', type: 'image/png', data: png(1350, 399) }), coverMessage);
    });

    it('refuses a request without the file, and anyone not signed in', async () => {
      const user = await createUser(ctx);
      refused(
        await upload(user.token, 'photo', { field: 'other', name: 'a.png', type: 'image/png', data: png(200, 200) } as never),
        'This field is required.',
      );
      const noFile = await api(ctx, 'POST', '/users/me/photo', user.token, {});
      expect(noFile.statusCode).toBe(400);
      const body = await multipart({ name: 'a.png', type: 'image/png', data: png(200, 200) });
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/photo',
        headers: body.headers,
        payload: body.payload,
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('says it in Arabic too', async () => {
      const user = await createUser(ctx);
      const body = await multipart({ name: 'a.png', type: 'image/png', data: png(300, 200) });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/photo?language=ar',
        headers: { ...bearer(user.token), ...body.headers },
        payload: body.payload,
      });
      expect(res.json().message).toBe('صيغة الملف أو أبعاده أو حجمه غير صالحة (يجب أن يكون حجم الملف أقل من 2 ميغابايت).');
    });
  });

  describe('PATCH /users/outside-links', () => {
    it('keeps links of the right network; an empty value clears, an absent one is kept', async () => {
      const user = await createUser(ctx);
      const links = {
        facebook: 'https://www.facebook.com/ada',
        twitter: 'https://x.com/ada',
        linkedin: 'https://www.linkedin.com/in/ada',
        youtube: 'https://youtu.be/abc',
        website: 'http://ada.example.test/',
      };
      expect(dataOf(await api(ctx, 'PATCH', '/users/outside-links', user.token, links))).toEqual(links);
      expect(dataOf(await api(ctx, 'PATCH', '/users/outside-links', user.token, { twitter: '' }))).toEqual({ ...links, twitter: null });
      expect((await activities(user.id))[0]).toMatchObject({ messageKey: 'identity.activity.linksUpdated' });
    });

    it('refuses a link of another network, a non-https one and a bad website, each with its message', async () => {
      const user = await createUser(ctx);
      const res = await api(ctx, 'PATCH', '/users/outside-links', user.token, {
        facebook: 'https://facebook.com.evil.test/ada',
        twitter: 'http://twitter.com/ada',
        linkedin: 'https://www.facebook.com/ada',
        youtube: 'javascript:alert(1)',
        website: 'not a url',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'facebook', message: 'Please enter an https link to Facebook (facebook.com or fb.com).' },
        { field: 'twitter', message: 'Please enter an https link to X or Twitter (x.com or twitter.com).' },
        { field: 'linkedin', message: 'Please enter an https link to LinkedIn (linkedin.com).' },
        { field: 'youtube', message: 'Please enter an https link to YouTube (youtube.com or youtu.be).' },
        { field: 'website', message: 'Please enter a valid URL.' },
      ]);
    });
  });

  describe('e-mail change', () => {
    const tokenOf = async (to: string) => {
      const [mail] = await outboxTo(ctx, to);
      expect(mail, `an e-mail to ${to}`).toBeDefined();
      return new URL(linkIn(mail!.text, 'http://localhost/confirm-email?token=')).searchParams.get('token')!;
    };

    it('asks for the password again', async () => {
      const user = await createUser(ctx);
      const res = await api(ctx, 'POST', '/users/change-email', user.token, { password: 'Wrong-passw0rd', newEmail: 'new@example.test' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'The password is incorrect.',
        errors: [{ field: 'password', message: 'The password is incorrect.' }],
      });
      expect(await outboxTo(ctx, 'new@example.test')).toHaveLength(0);
    });

    it('refuses the current address and one another account uses', async () => {
      const user = await createUser(ctx);
      const other = await insertUser(ctx);
      const same = await api(ctx, 'POST', '/users/change-email', user.token, {
        password: user.password,
        newEmail: user.email.toUpperCase(),
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().errors).toEqual([{ field: 'newEmail', message: 'This is already your e-mail address.' }]);
      const taken = await api(ctx, 'POST', '/users/change-email', user.token, { password: user.password, newEmail: other.email });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors).toEqual([{ field: 'newEmail', message: 'This e-mail address is already used by another account.' }]);
    });

    it('sends a single-use link to the new address; following it switches the address and tells the old one', async () => {
      const user = await createUser(ctx, { notificationLanguage: 'fr' });
      const newEmail = `moved.${Date.now()}@example.test`;
      const res = await api(ctx, 'POST', '/users/change-email', user.token, { password: user.password, newEmail });
      expect(dataOf(res)).toEqual({ newEmail });
      const [mail] = await outboxTo(ctx, newEmail);
      expect(mail).toMatchObject({ template: 'email-change-confirm', lang: 'fr', subject: 'Confirmez votre nouvelle adresse e-mail' });
      const token = await tokenOf(newEmail);
      const [stored] = await ctx.handle.db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'email-change')));
      expect(stored!.tokenHash).not.toBe(token);
      expect(stored!.data).toEqual({ newEmail });
      expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

      // Nothing changes before the link is followed.
      expect((await ctx.handle.db.select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(user.email);

      expect(dataOf(await api(ctx, 'POST', '/users/confirm-email-change', null, { token }))).toEqual({ email: newEmail });
      const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.email).toBe(newEmail);
      const [notice] = await outboxTo(ctx, user.email);
      expect(notice).toMatchObject({ template: 'email-changed', lang: 'fr' });
      expect(notice!.text).toContain(newEmail);
      expect(await login(ctx, newEmail, user.password)).toBeTruthy();

      const again = await api(ctx, 'POST', '/users/confirm-email-change', null, { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ message: 'This link has already been used.', errors: [{ field: 'token' }] });
    });

    it('refuses an unknown or expired link, and answers 409 when the address was taken meanwhile', async () => {
      const unknown = await api(ctx, 'POST', '/users/confirm-email-change', null, { token: 'nope' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('This link is not valid.');

      const user = await createUser(ctx);
      const first = `first.${Date.now()}@example.test`;
      await api(ctx, 'POST', '/users/change-email', user.token, { password: user.password, newEmail: first });
      const expiredToken = await tokenOf(first);
      await ctx.handle.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.userId, user.id));
      const expired = await api(ctx, 'POST', '/users/confirm-email-change', null, { token: expiredToken });
      expect(expired.json().message).toBe('This link has expired. Please ask for a new one.');

      const wanted = `wanted.${Date.now()}@example.test`;
      await api(ctx, 'POST', '/users/change-email', user.token, { password: user.password, newEmail: wanted });
      const token = await tokenOf(wanted);
      await insertUser(ctx, { email: wanted });
      const taken = await api(ctx, 'POST', '/users/confirm-email-change', null, { token });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('This e-mail address is already used by another account.');
    });

    it('a new request makes the earlier link stop working', async () => {
      const user = await createUser(ctx);
      const a = `a.${Date.now()}@example.test`;
      const b = `b.${Date.now()}@example.test`;
      await api(ctx, 'POST', '/users/change-email', user.token, { password: user.password, newEmail: a });
      const oldToken = await tokenOf(a);
      await api(ctx, 'POST', '/users/change-email', user.token, { password: user.password, newEmail: b });
      expect((await api(ctx, 'POST', '/users/confirm-email-change', null, { token: oldToken })).statusCode).toBe(400);
      expect((await api(ctx, 'POST', '/users/confirm-email-change', null, { token: await tokenOf(b) })).statusCode).toBe(200);
    });
  });
});
