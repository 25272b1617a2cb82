import { createHash } from 'node:crypto';
import { activityLog, oauthStates, socialIdentities, socialSignupSettings, users } from '@cf/db';
import { eq } from 'drizzle-orm';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { freshEmail, post } from '../../../test/accounts';
import { insertUser, login, nextIp, useTestApp } from '../../../test/app';

type Claims = { sub: string; email?: string; email_verified?: boolean; given_name?: string; family_name?: string; name?: string };

describe('social login (OpenID Connect against oauth2-mock-server)', () => {
  const provider = new OAuth2Server();
  /** The identity the mock provider puts in its next tokens. */
  let claims: Claims;
  /** The PKCE verifier the API sent to the token endpoint. */
  let sentVerifier: string | undefined;
  const overrides: Partial<AppConfig> = {};

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const issuer = `http://127.0.0.1:${provider.address().port}`;
    provider.issuer.url = issuer;
    overrides.oauthIssuers = { google: issuer, facebook: issuer, linkedin: issuer };
    provider.service.on(Events.BeforeTokenSigning, (token, req) => {
      sentVerifier = (req.body as Record<string, string>).code_verifier;
      Object.assign(token.payload, claims);
    });
  });
  const ctx = useTestApp(overrides);
  afterAll(async () => {
    await provider.stop();
  });

  beforeAll(async () => {
    for (const name of ['google', 'linkedin'] as const)
      await ctx.handle.db
        .update(socialSignupSettings)
        .set({ enabled: true, clientId: `${name}-client`, clientSecret: `${name}-secret` })
        .where(eq(socialSignupSettings.provider, name));
    // Facebook has a client id but is switched off.
    await ctx.handle.db
      .update(socialSignupSettings)
      .set({ enabled: false, clientId: 'fb-client', clientSecret: 'fb-secret' })
      .where(eq(socialSignupSettings.provider, 'facebook'));
  });
  beforeEach(() => {
    sentVerifier = undefined;
  });

  const start = (name: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/users/social-login/${name}/start${query}`, remoteAddress: nextIp() });
  const finish = (body: Record<string, unknown>) => post(ctx, '/users/social-login', body);

  /** Starts a login and follows the provider's redirect back, as the browser would: the code and state. */
  async function authorize(name: string, query = '') {
    const res = await start(name, query);
    expect(res.statusCode).toBe(200);
    const authorizationUrl = new URL(res.json().data.data.authorizationUrl);
    const back = await fetch(authorizationUrl, { redirect: 'manual' });
    const location = new URL(back.headers.get('location')!);
    return { authorizationUrl, location, code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
  }

  it('starts with state, nonce and a PKCE S256 challenge kept server-side for 10 minutes', async () => {
    const { authorizationUrl, location, state } = await authorize('google', '?redirectTo=%2Fdashboard');
    const q = authorizationUrl.searchParams;
    expect(q.get('client_id')).toBe('google-client');
    expect(q.get('redirect_uri')).toBe('http://localhost/social-login/google');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(location.origin + location.pathname).toBe('http://localhost/social-login/google');
    const [row] = await ctx.handle.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(row).toMatchObject({ provider: 'google', nonce: q.get('nonce'), redirectTo: '/dashboard' });
    expect(q.get('code_challenge')).toBe(createHash('sha256').update(row!.codeVerifier).digest('base64url'));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
    // LinkedIn comes back to /linkedin, as the spec's route says.
    expect((await authorize('linkedin')).authorizationUrl.searchParams.get('redirect_uri')).toBe('http://localhost/linkedin');
  });

  it('creates an active account for a new verified e-mail, sending the PKCE verifier; the same identity then logs in again', async () => {
    const email = freshEmail('grace');
    claims = { sub: `g-${Date.now()}`, email: email.toUpperCase(), email_verified: true, given_name: 'Grace', family_name: 'Hopper' };
    const { code, state } = await authorize('google');
    const [stored] = await ctx.handle.db.select().from(oauthStates).where(eq(oauthStates.state, state));

    const res = await finish({ provider: 'google', code, state, userType: 'campaign-owner' });
    expect(res.statusCode).toBe(200);
    expect(sentVerifier).toBe(stored!.codeVerifier);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      token: expect.any(String),
      newAccount: true,
      data: { data: { email, firstName: 'Grace', lastName: 'Hopper', userType: 'campaign-owner' } },
    });
    const [user] = await ctx.handle.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ status: 'active', passwordHash: null, slug: 'grace-hopper' });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await ctx.handle.db.select().from(socialIdentities).where(eq(socialIdentities.userId, user!.id))).toEqual([
      expect.objectContaining({ provider: 'google', subject: claims.sub, email }),
    ]);
    // The state is spent.
    expect(await ctx.handle.db.select().from(oauthStates).where(eq(oauthStates.state, state))).toEqual([]);
    const activity = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, user!.id));
    expect(activity[0]).toMatchObject({ type: 'login', messageKey: 'auth.activity.loginSocial', params: { provider: 'Google' } });

    const again = await authorize('google');
    const second = await finish({ provider: 'google', code: again.code, state: again.state });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ newAccount: false, data: { data: { id: user!.id } } });
  });

  it('a new account may leave its user type for later', async () => {
    claims = { sub: `g-${Date.now()}-n`, email: freshEmail('notype'), email_verified: true, name: 'Alan Mathison Turing' };
    const { code, state } = await authorize('google', '?redirectTo=%2Fsettings%2Fprofile');
    const res = await finish({ provider: 'google', code, state });
    expect(res.json().data.data).toMatchObject({ userType: null, firstName: 'Alan', lastName: 'Mathison Turing' });
    // The site path given at the start comes back, for the site to continue there.
    expect(res.json().redirectTo).toBe('/settings/profile');
  });

  it('links an existing account with the same e-mail: one user, two ways in', async () => {
    const existing = await insertUser(ctx, { status: 'inactive' });
    claims = { sub: `li-${Date.now()}`, email: existing.email, email_verified: true, given_name: 'Other', family_name: 'Name' };
    const { code, state } = await authorize('linkedin');
    const res = await finish({ provider: 'linkedin', code, state });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ newAccount: false, data: { data: { id: existing.id, firstName: 'Test' } } });
    expect(await ctx.handle.db.select().from(users).where(eq(users.email, existing.email))).toHaveLength(1);
    expect(await ctx.handle.db.select().from(socialIdentities).where(eq(socialIdentities.userId, existing.id))).toHaveLength(1);
    // The provider verified the address, so the account waiting for its link is active now, and the password still works.
    expect(await login(ctx, existing.email, existing.password)).toEqual(expect.any(String));
    const activity = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, existing.id));
    expect(activity.map((a) => a.messageKey)).toContain('auth.activity.socialLinked');
  });

  it('never links or creates from an unverified e-mail', async () => {
    const existing = await insertUser(ctx);
    claims = { sub: `g-${Date.now()}-u`, email: existing.email, email_verified: false };
    const { code, state } = await authorize('google');
    const res = await finish({ provider: 'google', code, state });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your account with this provider has no verified email address.');
    expect(await ctx.handle.db.select().from(socialIdentities).where(eq(socialIdentities.userId, existing.id))).toEqual([]);
  });

  it('refuses a state it did not issue, one issued for another provider, a used one and an expired one', async () => {
    claims = { sub: `g-${Date.now()}-s`, email: freshEmail('state'), email_verified: true };
    const message = 'This sign-in attempt has expired or is not valid. Please try again.';
    const forged = await authorize('google');
    const made = await finish({ provider: 'google', code: forged.code, state: 'a-state-we-never-issued' });
    expect(made.statusCode).toBe(400);
    expect(made.json().message).toBe(message);

    const crossed = await authorize('google');
    expect((await finish({ provider: 'linkedin', code: crossed.code, state: crossed.state })).json().message).toBe(message);

    const used = await authorize('google');
    expect((await finish({ provider: 'google', code: used.code, state: used.state })).statusCode).toBe(200);
    expect((await finish({ provider: 'google', code: used.code, state: used.state })).json().message).toBe(message);

    const expired = await authorize('google');
    await ctx.handle.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.state, expired.state));
    expect((await finish({ provider: 'google', code: expired.code, state: expired.state })).json().message).toBe(message);
  });

  it('fails when the PKCE verifier or the nonce does not match what the provider saw', async () => {
    claims = { sub: `g-${Date.now()}-p`, email: freshEmail('pkce'), email_verified: true };
    const pkce = await authorize('google');
    await ctx.handle.db
      .update(oauthStates)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(oauthStates.state, pkce.state));
    const res = await finish({ provider: 'google', code: pkce.code, state: pkce.state });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('We could not complete the sign-in with this provider. Please try again.');

    const nonce = await authorize('google');
    await ctx.handle.db.update(oauthStates).set({ nonce: 'another-nonce' }).where(eq(oauthStates.state, nonce.state));
    expect((await finish({ provider: 'google', code: nonce.code, state: nonce.state })).statusCode).toBe(400);
    expect(await ctx.handle.db.select().from(users).where(eq(users.email, claims.email!))).toEqual([]);
  });

  it('refuses a provider switched off in the console', async () => {
    const res = await start('facebook');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This sign-in method is not available.');
    expect((await finish({ provider: 'facebook', code: 'c', state: 's' })).json().message).toBe('This sign-in method is not available.');
    expect((await start('myspace')).statusCode).toBe(400);
  });

  describe('with Facebook switched on', () => {
    beforeAll(async () => {
      await ctx.handle.db.update(socialSignupSettings).set({ enabled: true }).where(eq(socialSignupSettings.provider, 'facebook'));
    });
    afterAll(async () => {
      await ctx.handle.db.update(socialSignupSettings).set({ enabled: false }).where(eq(socialSignupSettings.provider, 'facebook'));
    });

    it('signs a new person up from an ID token without email_verified (Facebook sends confirmed addresses only)', async () => {
      const email = freshEmail('fbnew');
      claims = { sub: `fb-${Date.now()}-n`, email, given_name: 'Ada', family_name: 'Lovelace' };
      const { authorizationUrl, code, state } = await authorize('facebook');
      expect(authorizationUrl.searchParams.get('client_id')).toBe('fb-client');
      expect(authorizationUrl.searchParams.get('redirect_uri')).toBe('http://localhost/social-login/facebook');
      const res = await finish({ provider: 'facebook', code, state, userType: 'investor' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        token: expect.any(String),
        newAccount: true,
        data: { data: { email, firstName: 'Ada', lastName: 'Lovelace', userType: 'investor' } },
      });
      const [user] = await ctx.handle.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ status: 'active', passwordHash: null });
      expect(await ctx.handle.db.select().from(socialIdentities).where(eq(socialIdentities.userId, user!.id))).toEqual([
        expect.objectContaining({ provider: 'facebook', subject: claims.sub, email }),
      ]);
      const activity = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, user!.id));
      expect(activity[0]).toMatchObject({ messageKey: 'auth.activity.loginSocial', params: { provider: 'Facebook' } });
    });

    it('links an existing account by its e-mail, and still refuses an address Facebook marks unverified', async () => {
      const existing = await insertUser(ctx);
      claims = { sub: `fb-${Date.now()}-l`, email: existing.email, email_verified: false };
      const refused = await authorize('facebook');
      const no = await finish({ provider: 'facebook', code: refused.code, state: refused.state });
      expect(no.statusCode).toBe(400);
      expect(no.json().message).toBe('Your account with this provider has no verified email address.');
      expect(await ctx.handle.db.select().from(socialIdentities).where(eq(socialIdentities.userId, existing.id))).toEqual([]);

      claims = { sub: `fb-${Date.now()}-l`, email: existing.email };
      const { code, state } = await authorize('facebook');
      const res = await finish({ provider: 'facebook', code, state });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ newAccount: false, data: { data: { id: existing.id } } });
      expect(await ctx.handle.db.select().from(users).where(eq(users.email, existing.email))).toHaveLength(1);
      expect(await ctx.handle.db.select().from(socialIdentities).where(eq(socialIdentities.userId, existing.id))).toEqual([
        expect.objectContaining({ provider: 'facebook', subject: claims.sub }),
      ]);
      const activity = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, existing.id));
      expect(activity.map((a) => a.messageKey)).toContain('auth.activity.socialLinked');
    });
  });

  it('applies the two-factor rules: a user with two-factor on gets a challenge, not a session', async () => {
    const existing = await insertUser(ctx, { enableTwoFactorAuth: true, twoFactorSecret: 'v1.not.used.here' });
    claims = { sub: `g-${Date.now()}-2fa`, email: existing.email, email_verified: true };
    const { code, state } = await authorize('google');
    const res = await finish({ provider: 'google', code, state });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', twoFactorRequired: true, challengeToken: expect.any(String), redirectTo: null });
  });
});
