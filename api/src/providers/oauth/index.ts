import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oauth from 'oauth4webapi';

/** A confidential OpenID Connect client at one provider (ids and secrets are console settings). */
export type OidcClientConfig = { issuer: string; clientId: string; clientSecret: string; redirectUri: string };

/** What the login needs from a provider's verified ID token. */
export type ProviderIdentity = {
  subject: string;
  email: string | null;
  /** The provider says the address is verified (email_verified); unverified addresses are never linked. */
  emailVerified: boolean | undefined;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
};

/** State, PKCE verifier and nonce for one authorization request; all three are kept server-side. */
export type AuthorizationRequest = { state: string; codeVerifier: string; nonce: string };

/** The social-login concern: routes and services use this, never the OAuth library. */
export interface OAuthClient {
  newRequest(): AuthorizationRequest;
  authorizationUrl(config: OidcClientConfig, request: AuthorizationRequest): Promise<string>;
  /** Trades the code (PKCE verifier sent) and verifies the ID token: signature, issuer, audience, nonce. */
  exchangeCode(config: OidcClientConfig, request: AuthorizationRequest, code: string): Promise<ProviderIdentity>;
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const TIMEOUT_MS = 10_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** OpenID Connect through oauth4webapi: discovery at {issuer}/.well-known/openid-configuration, code flow with PKCE S256. */
export class OidcClient implements OAuthClient {
  private readonly servers = new Map<string, { as: oauth.AuthorizationServer; at: number }>();
  private readonly keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  /** Plain http only for a provider on this machine (tests, a local mock); real providers are https. */
  private options(issuer: string) {
    return { [oauth.allowInsecureRequests]: LOOPBACK.has(new URL(issuer).hostname), signal: () => AbortSignal.timeout(TIMEOUT_MS) };
  }

  private async server(issuer: string): Promise<oauth.AuthorizationServer> {
    const cached = this.servers.get(issuer);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.as;
    const url = new URL(issuer);
    const response = await oauth.discoveryRequest(url, { algorithm: 'oidc', ...this.options(issuer) });
    const as = await oauth.processDiscoveryResponse(url, response);
    this.servers.set(issuer, { as, at: Date.now() });
    return as;
  }

  newRequest(): AuthorizationRequest {
    return { state: oauth.generateRandomState(), codeVerifier: oauth.generateRandomCodeVerifier(), nonce: oauth.generateRandomNonce() };
  }

  async authorizationUrl(config: OidcClientConfig, request: AuthorizationRequest): Promise<string> {
    const as = await this.server(config.issuer);
    if (!as.authorization_endpoint) throw new Error(`${config.issuer} has no authorization endpoint`);
    const url = new URL(as.authorization_endpoint);
    url.searchParams.set('client_id', config.clientId);
    url.searchParams.set('redirect_uri', config.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'openid email profile');
    url.searchParams.set('state', request.state);
    url.searchParams.set('nonce', request.nonce);
    url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(request.codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return url.href;
  }

  async exchangeCode(config: OidcClientConfig, request: AuthorizationRequest, code: string): Promise<ProviderIdentity> {
    const as = await this.server(config.issuer);
    const client: oauth.Client = { client_id: config.clientId };
    const methods = as.token_endpoint_auth_methods_supported;
    const auth =
      !methods || methods.includes('client_secret_basic')
        ? oauth.ClientSecretBasic(config.clientSecret)
        : oauth.ClientSecretPost(config.clientSecret);
    const callback = new URLSearchParams({ code, state: request.state });
    // The state row already binds this callback to this provider; the iss parameter adds nothing here.
    if (as.authorization_response_iss_parameter_supported) callback.set('iss', as.issuer);
    const params = oauth.validateAuthResponse(as, client, callback, request.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      params,
      config.redirectUri,
      request.codeVerifier,
      this.options(config.issuer),
    );
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: request.nonce,
      requireIdToken: true,
    });
    const claims = oauth.getValidatedIdTokenClaims(result);
    if (!claims || !result.id_token) throw new Error('no ID token');
    // oauth4webapi checks the claims (issuer, audience, nonce, expiry); the signature is checked here.
    if (!as.jwks_uri) throw new Error(`${config.issuer} has no jwks_uri`);
    let keys = this.keySets.get(as.jwks_uri);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(as.jwks_uri), { timeoutDuration: TIMEOUT_MS });
      this.keySets.set(as.jwks_uri, keys);
    }
    await jwtVerify(result.id_token, keys, { issuer: as.issuer, audience: config.clientId });
    const verified = claims.email_verified;
    return {
      subject: claims.sub,
      email: str(claims.email)?.toLowerCase() ?? null,
      emailVerified: verified === true || verified === 'true' ? true : verified === undefined ? undefined : false,
      givenName: str(claims.given_name),
      familyName: str(claims.family_name),
      name: str(claims.name),
    };
  }
}
