import { cloneDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import { auditLog, type DatabaseHandle, DEMO_LOGINS, DEMO_PASSWORD, notifications, openDatabase, users } from '@cf/db';
import { and, desc, eq } from 'drizzle-orm';
import { hashPassword } from '@cf/domain/password';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { type AppConfig, testConfig } from '../src/config';
import type { App } from '../src/types';

export type TestContext = { app: App; handle: DatabaseHandle; database: string };

/**
 * A Fastify app on its own copy of the seeded template database, for one test file. The database
 * is dropped after the file's tests.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await cloneDatabase(inject('templateDatabase'));
    ctx.handle = await openDatabase({ url: databaseUrl(ctx.database), poolSize: 4 });
    ctx.app = await buildApp(testConfig(overrides), { database: ctx.handle });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.handle?.close();
    if (ctx.database) await dropDatabase(ctx.database);
  });
  return ctx;
}

let counter = 0;
let ipCounter = 0;

/**
 * A fresh client address. Login (10/min), public forms (20/10 min) and the captcha are rate-limited
 * per address; tests that are not about the limit each use their own address so they never meet it.
 */
export function nextIp(): string {
  ipCounter++;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

const PASSWORD = 'Str0ng!Passw0rd';
let passwordHash: Promise<string> | undefined;

/** Inserts a user (active unless props say otherwise) without signing in; the password is PASSWORD. */
export async function insertUser(
  ctx: TestContext,
  props: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: string; email: string; password: string }> {
  const n = ++counter;
  const email = props.email ?? `user${n}.${Date.now()}@example.test`;
  passwordHash ??= hashPassword(PASSWORD);
  const [user] = await ctx.handle.db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: `User${n}`,
      email,
      slug: `test-user-${n}-${Date.now()}`,
      passwordHash: await passwordHash,
      status: 'active',
      ...props,
    })
    .returning({ id: users.id });
  return { id: user!.id, email, password: PASSWORD };
}

/** Signs in through POST /users/login and returns the bearer token. */
export async function login(ctx: TestContext, email: string, password: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password }, remoteAddress: nextIp() });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
  return res.json().token as string;
}

/** Creates an active user and returns a bearer token for them. */
export async function createUser(
  ctx: TestContext,
  props: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: string; email: string; token: string; password: string }> {
  const user = await insertUser(ctx, props);
  return { ...user, token: await login(ctx, user.email, user.password) };
}

/** A bearer token of the demo staff member (admin@demo.test). */
export const staffToken = (ctx: TestContext): Promise<string> => login(ctx, DEMO_LOGINS.admin, DEMO_PASSWORD);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The id of the demo staff member (admin@demo.test). */
export async function demoAdminId(ctx: TestContext): Promise<string> {
  return (await ctx.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.admin)))[0]!.id;
}

/** The newest audit-log row about one record. */
export async function latestAudit(ctx: TestContext, resource: string, recordId: string) {
  const [row] = await ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.recordId, recordId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** A user's newest notifications, newest first (one unless told). */
export function latestNotifications(ctx: TestContext, userId: string, limit = 1) {
  return ctx.handle.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).limit(limit);
}

/** inject() under /api/v1, signed in when a token is given, each request from a fresh address. */
export function apiCaller(ctx: TestContext) {
  return (method: InjectOptions['method'], url: string, token?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      remoteAddress: nextIp(),
      ...(payload ? { payload } : {}),
    });
}

/** A staff client: inject() with the staff bearer token, JSON bodies, its own address. */
export function staffClient(ctx: TestContext, token: () => string) {
  const ip = nextIp();
  const call = (method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...bearer(token()), ...headers },
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
    put: (url: string, payload?: unknown) => call('PUT', url, payload ?? {}),
    delete: (url: string) => call('DELETE', url),
  };
}
export type StaffClient = ReturnType<typeof staffClient>;

/**
 * The demo staff member for a test file, signed in before its tests: token, user id and a staff
 * client. Call it after useTestApp, so that its beforeAll runs once the app is up.
 */
export function useStaff(ctx: TestContext) {
  const admin = { token: '', id: '', client: undefined as unknown as StaffClient };
  admin.client = staffClient(ctx, () => admin.token);
  beforeAll(async () => {
    admin.token = await staffToken(ctx);
    admin.id = await demoAdminId(ctx);
  });
  return admin;
}

/** The console list query string of ra-data-simple-rest. */
export function listUrl(resource: string, q: { sort?: unknown; range?: unknown; filter?: unknown } = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) params.set(k, JSON.stringify(v));
  const qs = params.toString();
  return `/api/v1/console/${resource}${qs ? `?${qs}` : ''}`;
}

/** The total of a Content-Range header ("faqs 0-1/12" → 12). */
export function totalOf(res: LightMyRequestResponse): number {
  const header = String(res.headers['content-range'] ?? '');
  const match = /\/(\d+)$/.exec(header);
  if (!match) throw new Error(`no Content-Range total in "${header}" (status ${res.statusCode}: ${res.body.slice(0, 200)})`);
  return Number(match[1]);
}

/** Asserts the success envelope and returns data.data. */
export function dataOf<T = unknown>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const body = res.json() as { status: string; data: { data: T } };
  if (body.status !== 'success' || !body.data || !('data' in body.data))
    throw new Error(`not a success envelope: ${res.body.slice(0, 300)}`);
  return body.data.data;
}
