import { oauthStates, socialIdentities, socialSignupSettings, users } from '@cf/db';
import { ACCOUNT_RULES, AppError, LIMITS, type SocialLoginInput, type SocialProvider, UnauthorizedError } from '@cf/domain';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { type OAuthClient, OidcClient, type OidcClientConfig, type ProviderIdentity } from '../../providers/oauth/index';
import { recordActivity } from '../activity/index';
import { type ClientContext, completeLogin, type LoginResult } from '../auth/index';
import { acceptInvites, insertUserWithSlug } from '../signup/index';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type SocialLoginDeps = DepsOf<'db' | 'config' | 'log'>;

const oauthClient: OAuthClient = new OidcClient();

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', linkedin: 'LinkedIn' };

const disabled = () => new AppError('PROVIDER_DISABLED', 400, 'auth.errors.providerDisabled');
const failed = () => new AppError('SOCIAL_LOGIN_FAILED', 400, 'auth.errors.socialFailed');

/** The site's callback pages: /social-login/{provider}, and /linkedin as the spec names it. */
export const redirectUri = (publicUrl: string, provider: SocialProvider) =>
  provider === 'linkedin' ? `${publicUrl}/linkedin` : `${publicUrl}/social-login/${provider}`;

/** A provider is usable only when staff enabled it with its client id and secret. */
async function clientConfig(deps: SocialLoginDeps, provider: SocialProvider): Promise<OidcClientConfig> {
  const [row] = await deps.db.select().from(socialSignupSettings).where(eq(socialSignupSettings.provider, provider)).limit(1);
  if (!row?.enabled || !row.clientId || !row.clientSecret) throw disabled();
  return {
    issuer: deps.config.oauthIssuers[provider],
    clientId: row.clientId,
    clientSecret: row.clientSecret,
    redirectUri: redirectUri(deps.config.publicUrl, provider),
  };
}

/** GET /users/social-login/:provider/start: state, PKCE verifier and nonce kept for 10 minutes, single use. */
export async function startSocialLogin(deps: SocialLoginDeps, provider: SocialProvider, redirectTo: string | undefined) {
  const config = await clientConfig(deps, provider);
  const request = oauthClient.newRequest();
  let authorizationUrl: string;
  try {
    authorizationUrl = await oauthClient.authorizationUrl(config, request);
  } catch (err) {
    deps.log.warn({ err, provider }, 'social login: provider discovery failed');
    throw failed();
  }
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await deps.db.insert(oauthStates).values({
    state: request.state,
    provider,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
    redirectTo: redirectTo ?? null,
    expiresAt: new Date(Date.now() + ACCOUNT_RULES.oauthStateSeconds * 1000),
  });
  return { authorizationUrl };
}

/** The state is deleted as it is read: a replayed or forged callback finds nothing. */
async function takeState(deps: SocialLoginDeps, provider: SocialProvider, state: string) {
  const [row] = await deps.db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  if (!row || row.provider !== provider || row.expiresAt.getTime() <= Date.now() || !row.nonce)
    throw new AppError('SOCIAL_STATE_INVALID', 400, 'auth.errors.socialStateInvalid');
  return { state: row.state, codeVerifier: row.codeVerifier, nonce: row.nonce, redirectTo: row.redirectTo };
}

/** Names for a new account, within the name limit; the provider's may be missing. */
function namesOf(identity: ProviderIdentity, email: string) {
  const [first, ...rest] = (identity.name ?? '').split(/\s+/).filter(Boolean);
  const cut = (s: string | null | undefined, fallback: string) => (s?.trim() || fallback).slice(0, LIMITS.nameMax);
  return { firstName: cut(identity.givenName ?? first, email.split('@')[0]!), lastName: cut(identity.familyName ?? rest.join(' '), '-') };
}

/**
 * Facebook's ID tokens carry only confirmed addresses and no email_verified claim; the others say
 * so explicitly. An address not known to be verified is never used to find or make an account.
 */
const verifiedEmail = (provider: SocialProvider, identity: ProviderIdentity) =>
  identity.email && (identity.emailVerified === true || (provider === 'facebook' && identity.emailVerified === undefined))
    ? identity.email
    : null;

/** The account for a provider identity: already linked, linked now by its verified e-mail, or new. */
async function accountFor(
  deps: SocialLoginDeps,
  provider: SocialProvider,
  identity: ProviderIdentity,
  input: SocialLoginInput,
  lang: string,
  ip: string,
) {
  const [linked] = await deps.db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, identity.subject)))
    .limit(1);
  if (linked) return { user: linked.user, newAccount: false };
  const email = verifiedEmail(provider, identity);
  if (!email) throw new AppError('SOCIAL_EMAIL_MISSING', 400, 'auth.errors.socialEmailMissing');
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    const user =
      existing ??
      (await insertUserWithSlug(tx, {
        ...namesOf(identity, email),
        email,
        passwordHash: null,
        userType: input.userType ?? null,
        status: 'active',
        emailVerifiedAt: new Date(),
        notificationLanguage: lang,
      }));
    await tx.insert(socialIdentities).values({ userId: user.id, provider, subject: identity.subject, email }).onConflictDoNothing();
    if (existing) {
      // The provider has verified the address: an account still waiting for its link is activated.
      if (existing.status === 'inactive') {
        await tx.update(users).set({ status: 'active', emailVerifiedAt: new Date() }).where(eq(users.id, existing.id));
        existing.status = 'active';
      }
      await recordActivity(tx, {
        userId: user.id,
        type: 'security',
        messageKey: 'auth.activity.socialLinked',
        params: { provider: PROVIDER_NAMES[provider] },
        ip,
      });
    } else {
      await acceptInvites(tx, email);
    }
    return { user, newAccount: !existing };
  });
}

/** POST /users/social-login: the callback's code and state → a login (with the two-factor rules). */
export async function finishSocialLogin(
  deps: SocialLoginDeps,
  input: SocialLoginInput,
  ctx: ClientContext,
  lang: string,
): Promise<LoginResult> {
  const config = await clientConfig(deps, input.provider);
  const request = await takeState(deps, input.provider, input.state);
  let identity: ProviderIdentity;
  try {
    identity = await oauthClient.exchangeCode(config, request, input.code);
  } catch (err) {
    deps.log.warn({ err, provider: input.provider }, 'social login: code exchange or ID token check failed');
    throw failed();
  }
  const { user, newAccount } = await accountFor(deps, input.provider, identity, input, lang, ctx.ip);
  if (user.status !== 'active') throw new UnauthorizedError('errors.accountSuspended');
  if (input.userType && !user.userType) {
    await deps.db
      .update(users)
      .set({ userType: input.userType })
      .where(and(eq(users.id, user.id), isNull(users.userType)));
  }
  return completeLogin(
    deps,
    user,
    ctx,
    { messageKey: 'auth.activity.loginSocial', params: { provider: PROVIDER_NAMES[input.provider] } },
    { newAccount, redirectTo: request.redirectTo },
  );
}
