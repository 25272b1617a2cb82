import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditLog, DEMO_LOGINS } from '@cf/db';
import { desc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, listUrl, useStaff, useTestApp } from '../../test/app';
import { multipart, png } from '../../test/files';

type Row = Record<string, unknown> & { id: number };
const uploadsDir = mkdtempSync(join(tmpdir(), 'cf-audit-'));

describe('audit log of console writes', () => {
  const ctx = useTestApp({ uploadsDir });
  const admin = useStaff(ctx);
  const staff = admin.client;
  const ip = '10.200.0.7';
  /** The newest audit entry. */
  const latest = async () => (await ctx.handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
  const actor = () => ({ actorId: admin.id, actorEmail: DEMO_LOGINS.admin });

  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  it('create, update and delete each add an entry with actor, action, resource, record id, before and after', async () => {
    const created = (await staff.post('/api/v1/console/faqs', { lang: 'en', question: 'Audited?', answer: 'Yes.' })).json() as Row;
    expect(await latest()).toMatchObject({
      ...actor(),
      action: 'create',
      resource: 'faqs',
      recordId: String(created.id),
      before: null,
      after: expect.objectContaining({ id: created.id, question: 'Audited?' }),
    });

    await staff.put(`/api/v1/console/faqs/${created.id}`, { ...created, question: 'Audited twice?' });
    expect(await latest()).toMatchObject({
      ...actor(),
      action: 'update',
      resource: 'faqs',
      recordId: String(created.id),
      before: expect.objectContaining({ question: 'Audited?' }),
      after: expect.objectContaining({ question: 'Audited twice?' }),
    });

    await staff.delete(`/api/v1/console/faqs/${created.id}`);
    expect(await latest()).toMatchObject({
      ...actor(),
      action: 'delete',
      resource: 'faqs',
      recordId: String(created.id),
      before: expect.objectContaining({ question: 'Audited twice?' }),
      after: null,
    });
  });

  it('records the caller address', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/console/faqs',
      payload: { lang: 'fr', question: 'Adresse ?', answer: 'Oui.' },
      headers: bearer(admin.token),
      remoteAddress: ip,
    });
    expect(await latest()).toMatchObject({ action: 'create', ip });
  });

  it('the maintenance switch adds an entry', async () => {
    const on = await staff.post('/api/v1/console/site-settings/1/maintenance', { maintainanceMode: true });
    expect(on.statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      ...actor(),
      action: 'toggle-maintenance',
      resource: 'site-settings',
      recordId: '1',
      before: { maintainanceMode: false },
      after: { id: 1, maintainanceMode: true },
    });
    await staff.post('/api/v1/console/site-settings/1/maintenance', { maintainanceMode: false });
    expect(await latest()).toMatchObject({ before: { maintainanceMode: true }, after: { maintainanceMode: false } });
  });

  it('an upload adds an entry', async () => {
    const { payload, headers } = await multipart({ name: 'a.png', type: 'image/png', data: png(5, 7) });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/console/uploads',
      payload,
      headers: { ...headers, ...bearer(admin.token) },
    });
    const { url } = res.json() as { url: string };
    expect(await latest()).toMatchObject({
      ...actor(),
      action: 'upload',
      resource: 'uploads',
      recordId: url,
      before: null,
      after: { url, width: 5, height: 7 },
    });
  });

  it('never records a secret: write-only fields are masked in before and after', async () => {
    const [google] = (await staff.get(listUrl('social-signup-settings'))).json() as Row[];
    await staff.put(`/api/v1/console/social-signup-settings/${google!.id}`, { ...google, clientSecret: 'audit-secret-1' });
    await staff.put(`/api/v1/console/social-signup-settings/${google!.id}`, { ...google, clientSecret: 'audit-secret-2' });
    const entry = await latest();
    expect(entry).toMatchObject({ resource: 'social-signup-settings', action: 'update' });
    expect(JSON.stringify(entry)).not.toMatch(/audit-secret/);
    expect(entry.after).toMatchObject({ hasClientSecret: true, clientSecret: null });

    const captcha = (await staff.get('/api/v1/console/captcha-settings/1')).json() as Row;
    await staff.put('/api/v1/console/captcha-settings/1', { ...captcha, recaptchaSecretKey: 'audit-recaptcha-secret' });
    expect(JSON.stringify(await latest())).not.toContain('audit-recaptcha-secret');
  });

  it('a refused write adds no entry', async () => {
    const entries = async () => (await ctx.handle.db.select({ id: auditLog.id }).from(auditLog)).length;
    const before = await entries();
    const res = await staff.post('/api/v1/console/faqs', { lang: 'en', question: '', answer: '' });
    expect(res.statusCode).toBe(400);
    const dup = await staff.post('/api/v1/console/content-pages', { lang: 'en', slug: 'about-us', title: 'T', body: 'B' });
    expect(dup.statusCode).toBe(409);
    expect(await entries()).toBe(before);
  });

  it('staff read the log through the console, filtered by resource and record', async () => {
    const created = (await staff.post('/api/v1/console/faqs', { lang: 'en', question: 'Find me?', answer: 'Here.' })).json() as Row;
    await staff.put(`/api/v1/console/faqs/${created.id}`, { ...created, answer: 'Found.' });
    const res = await staff.get(listUrl('audit-log', { filter: { resource: 'faqs', recordId: String(created.id) }, sort: ['id', 'ASC'] }));
    expect(res.statusCode).toBe(200);
    expect((res.json() as Row[]).map((r) => r.action)).toEqual(['create', 'update']);
    expect(res.headers['content-range']).toBe('audit-log 0-1/2');
    const since = await staff.get(listUrl('audit-log', { filter: { createdAt_gte: new Date(Date.now() + 60_000).toISOString() } }));
    expect(since.json()).toEqual([]);
  });

  it('the log cannot be written through the console: no POST, PUT or DELETE', async () => {
    await staff.post('/api/v1/console/faqs', { lang: 'en', question: 'Logged?', answer: 'Yes.' });
    const [entry] = (await staff.get(listUrl('audit-log', { range: [0, 0] }))).json() as Row[];
    expect((await staff.post('/api/v1/console/audit-log', { action: 'forged', resource: 'faqs' })).statusCode).toBe(404);
    expect((await staff.put(`/api/v1/console/audit-log/${entry!.id}`, { action: 'forged' })).statusCode).toBe(404);
    expect((await staff.delete(`/api/v1/console/audit-log/${entry!.id}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/v1/console/audit-log/${entry!.id}`)).json()).toMatchObject({ id: entry!.id, action: entry!.action });
  });
});
