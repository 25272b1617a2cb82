import { achBankAccounts, achRepaymentMandates, type Database } from '@cf/db';
import { AppError, ValidationError } from '@cf/domain';
import type { TFunction } from '@cf/i18n';
import { and, eq } from 'drizzle-orm';
import type { PaymentRoutes } from '../payment-gateways/index';
import { accountView, activeAccountsOf, type AccountRow } from './accounts';

type Campaign = { id: number; ownerId: string; currency: { code: string } };

/** The account a campaign's automatic instalments are debited from: still the owner's and active, or none. */
export async function mandateAccount(db: Database, campaign: Pick<Campaign, 'id' | 'ownerId'>): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({ account: achBankAccounts })
    .from(achRepaymentMandates)
    .innerJoin(achBankAccounts, eq(achBankAccounts.id, achRepaymentMandates.bankAccountId))
    .where(
      and(
        eq(achRepaymentMandates.campaignId, campaign.id),
        eq(achBankAccounts.userId, campaign.ownerId),
        eq(achBankAccounts.status, 'active'),
      ),
    );
  return row?.account;
}

/**
 * create-auto-repayment by ACH: the owner's account to debit (the one named, else their newest
 * active one) is recorded for the campaign. None linked: 400 "connect a bank account first".
 */
export async function chooseMandate(
  tx: Database,
  campaign: Campaign,
  callerId: string,
  achAccountId: string | undefined,
): Promise<AccountRow> {
  const accounts = await activeAccountsOf(tx, campaign.ownerId);
  const account = achAccountId ? accounts.find((a) => a.id === achAccountId) : accounts[0];
  if (!account)
    throw new ValidationError([
      achAccountId
        ? { field: 'achAccountId', message: 'bank.errors.accountNotFound' }
        : { field: 'route', message: 'bank.errors.connectFirst' },
    ]);
  await tx
    .insert(achRepaymentMandates)
    .values({ campaignId: campaign.id, bankAccountId: account.id, createdBy: callerId })
    .onConflictDoUpdate({
      target: achRepaymentMandates.campaignId,
      set: { bankAccountId: account.id, createdBy: callerId, updatedAt: new Date() },
    });
  return account;
}

/**
 * equities/{id}/get-ach-status: whether the campaign's owner has an active linked account (the
 * newest, or the one its instalments are debited from), whether the ACH route is on for the
 * campaign's currency, and a sentence saying what to do, in the caller's language.
 */
export async function achRepaymentStatus(db: Database, payments: PaymentRoutes, campaign: Campaign, t: TFunction) {
  const [mandated, accounts] = await Promise.all([mandateAccount(db, campaign), activeAccountsOf(db, campaign.ownerId)]);
  const account = mandated ?? accounts[0];
  let blocked: string | null = null;
  try {
    await payments.assertRouteOn(db, 'ach', campaign.currency.code);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    blocked = err.fieldErrors[0]?.message ?? err.messageKey;
  }
  const message = blocked
    ? t(blocked)
    : account
      ? t('bank.repayments.connected', { bank: account.bankName, mask: account.mask })
      : t('bank.errors.connectFirst');
  return {
    connected: account !== undefined,
    available: blocked === null,
    message,
    account: account ? accountView(account) : null,
    mandateAccountId: mandated?.id ?? null,
  };
}
