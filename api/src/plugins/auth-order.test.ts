import Fastify, { type InjectOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, nextIp, staffToken, useTestApp } from '../../test/app';
import authPlugin from './auth';

type Case = [method: InjectOptions['method'], url: string, body: object];

/** Signed-in write routes of the site, each with a body its schema refuses. */
const SITE_ROUTES: Case[] = [
  ['PATCH', '/api/v1/users/updateMe', { firstName: 5 }],
  ['PATCH', '/api/v1/users/outside-links', { website: 5 }],
  ['POST', '/api/v1/users/change-email', { email: 5 }],
  ['PATCH', '/api/v1/users/updateMyPassword', { password: 5 }],
  ['POST', '/api/v1/users/send-invites', { emails: 5 }],
  ['POST', '/api/v1/notifications', { ids: 'x' }],
  ['POST', '/api/v1/saved-campaigns', { campaignId: 'x' }],
  ['POST', '/api/v1/save-investment', { campaignId: 'x' }],
  ['POST', '/api/v1/investor-profiles', { yearlyIncome: 'x' }],
  ['POST', '/api/v1/northKYC/createParty', { firstName: 5 }],
  ['POST', '/api/v1/campaigns/equity/comments', { campaignId: 'x' }],
  ['POST', '/api/v1/process-investment', { campaignId: 'x' }],
  ['POST', '/api/v1/campaigns/equities', { investingType: 5 }],
];

/** Staff write routes of the console. */
const CONSOLE_ROUTES: Case[] = [
  ['POST', '/api/v1/console/site-settings/1/maintenance', { maintainanceMode: 'x' }],
  ['POST', '/api/v1/console/content-pages', { slug: 5 }],
];

describe('route guards run before the body is validated', () => {
  const ctx = useTestApp();
  let user = '';
  let staff = '';
  beforeAll(async () => {
    user = (await createUser(ctx)).token;
    staff = await staffToken(ctx);
  });
  const call = ([method, url, payload]: Case, token?: string) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {}, remoteAddress: nextIp() });

  it.each([...SITE_ROUTES, ...CONSOLE_ROUTES])('%s %s: a visitor with an invalid body gets 401, not the rules', async (...route) => {
    const res = await call(route);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).not.toHaveProperty('errors');
  });

  it.each(SITE_ROUTES)('%s %s: a signed-in member still gets 400 with field errors', async (...route) => {
    const res = await call(route, user);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: expect.any(String) })]));
  });

  it.each(CONSOLE_ROUTES)('%s %s: staff still get 400 with field errors, a member 403', async (...route) => {
    const res = await call(route, staff);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
    expect((await call(route, user)).statusCode).toBe(403);
  });

  it('a check written after the guard still runs after validation, with the user known', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.decorate('config', ctx.app.config).decorate('db', ctx.app.db);
    await app.register(authPlugin);
    const seen: string[] = [];
    app.post(
      '/owned',
      {
        preHandler: [
          app.requireUser,
          async (request) => {
            seen.push(`${request.user?.id ? 'user' : 'nobody'}:${(request.body as { n: number }).n}`);
          },
        ],
        schema: { body: z.object({ n: z.number() }) },
      },
      async () => ({ ok: true }),
    );
    const post = (payload: object, token?: string) =>
      app.inject({ method: 'POST', url: '/owned', payload, headers: token ? bearer(token) : {} });
    expect((await post({ n: 'x' })).statusCode).toBe(401);
    expect((await post({ n: 'x' }, user)).statusCode).toBe(400);
    expect((await post({ n: 7 }, user)).statusCode).toBe(200);
    expect(seen).toEqual(['user:7']);
    await app.close();
  });
});
