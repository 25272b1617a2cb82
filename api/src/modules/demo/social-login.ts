import { DEMO_LOGINS, type Database, socialSignupSettings, users } from '@cf/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { startDemoOidcProvider } from '../../providers/oauth/demo-provider';

/**
 * DEMO_SOCIAL_LOGIN (on under `npm start`): Google, Facebook and LinkedIn all point at a local
 * stand-in provider, and the ones staff never configured are switched on with demo client ids, so
 * a newcomer sees social sign-in work (a new account, or the demo investor's account linked by its
 * verified e-mail). A provider staff configured keeps its own client id.
 */
export async function startDemoSocialLogin(db: Database, config: AppConfig): Promise<{ config: AppConfig; close: () => Promise<void> }> {
  const [investor] = await db
    .select({ email: users.email, givenName: users.firstName, familyName: users.lastName })
    .from(users)
    .where(eq(users.email, DEMO_LOGINS.investor))
    .limit(1);
  const provider = await startDemoOidcProvider(investor ? [investor] : []);
  for (const name of ['google', 'facebook', 'linkedin'] as const)
    await db
      .update(socialSignupSettings)
      .set({ enabled: true, clientId: `demo-${name}`, clientSecret: 'demo-secret' })
      .where(and(eq(socialSignupSettings.provider, name), isNull(socialSignupSettings.clientId)));
  const issuer = provider.issuer;
  return { config: { ...config, oauthIssuers: { google: issuer, facebook: issuer, linkedin: issuer } }, close: provider.close };
}
