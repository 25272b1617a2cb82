import type { Database } from '@cf/db';
import { createHmac, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config';
import { gatewayRow, stripeKeys } from '../payment-gateways/index';
import { PaymentProviderUnavailableError, stripeClient } from '../../providers/payments/index';

/** Where a campaign's owner is paid by Stripe Connect: the account, its onboarding, and transfers to it. */
export type ConnectProvider = {
  name: 'sandbox' | 'stripe';
  /** Opens an account for the campaign and answers the onboarding page to send the owner to. */
  startOnboarding(
    campaignId: number,
    email: string,
    urls: { returnUrl: (accountId: string) => string; refreshUrl: string },
  ): Promise<string>;
  /** Back from onboarding: whether the account is this campaign's and ready to be paid. */
  accountState(campaignId: number, accountId: string): Promise<'ready' | 'incomplete' | 'foreign'>;
  /** Sends a payout to the account; the same key sends it once. Answers the transfer's reference. */
  transfer(input: { accountId: string; amount: number; currency: string; idempotencyKey: string; description: string }): Promise<string>;
};

/**
 * The built-in stand-in when no Stripe gateway is set up: onboarding returns at once, to the same
 * return page a real one would, with an account id that proves (by an HMAC with the platform's
 * key) it was opened for that campaign, so no other campaign's owner can claim it.
 */
function sandboxConnect(key: string): ConnectProvider {
  const seal = (campaignId: number, nonce: string) =>
    createHmac('sha256', key).update(`connect:${campaignId}:${nonce}`).digest('hex').slice(0, 24);
  return {
    name: 'sandbox',
    startOnboarding: async (campaignId, _email, urls) => {
      const nonce = randomBytes(8).toString('hex');
      return urls.returnUrl(`acct_sandbox_${nonce}${seal(campaignId, nonce)}`);
    },
    accountState: async (campaignId, accountId) => {
      const match = /^acct_sandbox_([0-9a-f]{16})([0-9a-f]{24})$/.exec(accountId);
      return match && seal(campaignId, match[1]!) === match[2] ? 'ready' : 'foreign';
    },
    transfer: async ({ idempotencyKey }) => `tr_sandbox_${createHmac('sha256', key).update(idempotencyKey).digest('hex').slice(0, 24)}`,
  };
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new PaymentProviderUnavailableError((err as Error).message);
  }
}

/** Stripe Connect: Express accounts tagged with the campaign, Account Links for onboarding, transfers. */
function stripeConnect(secretKey: string, apiUrl: string): ConnectProvider {
  const stripe = stripeClient({ secretKey, apiUrl });
  return {
    name: 'stripe',
    startOnboarding: async (campaignId, email, urls) => {
      const account = await call(() => stripe.accounts.create({ type: 'express', email, metadata: { campaignId: String(campaignId) } }));
      const link = await call(() =>
        stripe.accountLinks.create({
          account: account.id,
          type: 'account_onboarding',
          return_url: urls.returnUrl(account.id),
          refresh_url: urls.refreshUrl,
        }),
      );
      return link.url;
    },
    accountState: async (campaignId, accountId) => {
      let account;
      try {
        account = await stripe.accounts.retrieve(accountId);
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) return 'foreign';
        throw new PaymentProviderUnavailableError((err as Error).message);
      }
      if (account.metadata?.campaignId !== String(campaignId)) return 'foreign';
      return account.details_submitted ? 'ready' : 'incomplete';
    },
    transfer: async ({ accountId, amount, currency, idempotencyKey, description }) => {
      const transfer = await call(() =>
        stripe.transfers.create({ amount, currency: currency.toLowerCase(), destination: accountId, description }, { idempotencyKey }),
      );
      return transfer.id;
    },
  };
}

/** Stripe when the console's Stripe gateway is on with a key, else the sandbox. */
export async function connectProvider(deps: {
  db: Database;
  config: Pick<AppConfig, 'encryptionKey' | 'stripe'>;
}): Promise<ConnectProvider> {
  const row = await gatewayRow(deps.db, 'stripe');
  const { secretKey } = stripeKeys(row, deps.config);
  if (row?.enabled && secretKey) return stripeConnect(secretKey, deps.config.stripe.apiUrl);
  return sandboxConnect(deps.config.encryptionKey);
}
