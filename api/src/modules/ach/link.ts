import { achLinkSessions, type Database, siteSettings } from '@cf/db';
import { CountryCode, DepositoryAccountSubtype, Products } from 'plaid';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import { PaymentProviderUnavailableError } from '../../providers/payments/index';
import { plaidCall, plaidClient } from '../../providers/payments/plaid';
import type { PaymentRoutes, ProviderKeys, RouteMode } from '../payment-gateways/index';
import { routeOff } from '../payment-gateways/index';

export type AchDeps = { db: Database; config: Pick<AppConfig, 'publicUrl' | 'encryptionKey'>; payments: PaymentRoutes };

/** Linking needs the route on: live with Plaid keys, or its sandbox twin. */
export async function linkMode(deps: AchDeps): Promise<Exclude<RouteMode, { kind: 'off' }>> {
  await deps.payments.assertRouteOn(deps.db, 'ach');
  const mode = await deps.payments.modeOf(deps.db, 'ach');
  if (mode.kind === 'off') throw routeOff();
  return mode;
}

/** Where Plaid's Hosted Link sends the user back, and the twin's own page to link a test bank. */
export const linkReturnUrl = (publicUrl: string, id: string) => `${publicUrl}/settings/ach-account-list/linked?link=${id}`;
export const twinLinkUrl = (publicUrl: string, id: string) => `${publicUrl}/settings/ach-account-list/link?link=${id}`;

/** Link's languages that the platform also speaks; Arabic readers get English (Plaid has none). */
const plaidLanguage = (lang: string) => (lang === 'fr' ? 'fr' : 'en');

/** How long a link session may be used (Plaid's Hosted Link URL lifetime, the twin's too). */
const LINK_LIFETIME_S = 30 * 60;

async function clientName(db: Database): Promise<string> {
  const [row] = await db.select({ name: siteSettings.siteName }).from(siteSettings).limit(1);
  // Plaid shows it in Link: at most 30 characters.
  return (row?.name || 'Crowdfunding').slice(0, 30);
}

async function plaidLinkToken(
  deps: AchDeps,
  keys: ProviderKeys,
  user: { id: string; email: string },
  lang: string,
  id: string,
  hosted: boolean,
) {
  const created = await plaidCall(async () =>
    plaidClient(keys).linkTokenCreate({
      client_name: await clientName(deps.db),
      language: plaidLanguage(lang),
      country_codes: [CountryCode.Us],
      user: { client_user_id: user.id, email_address: user.email },
      products: [Products.Transfer],
      webhook: `${deps.config.publicUrl}/api/v1/webhooks/plaid`,
      account_filters: { depository: { account_subtypes: [DepositoryAccountSubtype.Checking, DepositoryAccountSubtype.Savings] } },
      ...(hosted
        ? { hosted_link: { completion_redirect_uri: linkReturnUrl(deps.config.publicUrl, id), url_lifetime_seconds: LINK_LIFETIME_S } }
        : {}),
    }),
  ).catch((err: unknown) => {
    // Plaid refusing our own request is a setup problem (keys, products), not the user's input.
    throw err instanceof PaymentProviderUnavailableError ? err : new PaymentProviderUnavailableError(String(err));
  });
  if (hosted && !created.hosted_link_url) throw new PaymentProviderUnavailableError('plaid: no hosted_link_url');
  return { linkToken: created.link_token, expiration: new Date(created.expiration), url: created.hosted_link_url ?? null };
}

/**
 * create-payment-link-token (Plaid Link in the browser) and get-connection-url (Plaid's Hosted
 * Link, `hosted`): a link session for the caller, recorded so that only they may complete it. The
 * twin's token is its own and its URL the platform's page for linking a test bank.
 */
export async function openLink(deps: AchDeps, user: { id: string; email: string }, lang: string, hosted: boolean) {
  const mode = await linkMode(deps);
  const id = randomUUID();
  const link =
    mode.kind === 'twin'
      ? {
          linkToken: `link-sandbox-${id}`,
          expiration: new Date(Date.now() + LINK_LIFETIME_S * 1000),
          url: twinLinkUrl(deps.config.publicUrl, id),
        }
      : await plaidLinkToken(deps, mode.keys, user, lang, id, hosted);
  await deps.db.insert(achLinkSessions).values({
    id,
    userId: user.id,
    linkToken: link.linkToken,
    hosted,
    twin: mode.kind === 'twin',
    expiresAt: link.expiration,
  });
  return { id, ...link, twin: mode.kind === 'twin' };
}
