import type { Database } from '@cf/db';
import { AppError, ConflictError, ForbiddenError, ValidationError } from '@cf/domain';
import { holderNameMatches, isPayoutHeld, payoutAllowed, payoutHeldUntil, payoutMethodsFor, type PayoutMethod } from '@cf/domain/payouts';
import { owedBack } from '../disputes/owed';
import { moneyFormatter } from '../notifications/index';
import { dateTimeText, siteZone } from './notices';
import { currencyOf, type PayoutSubject } from './subject';

/** A refusal whose message names a value ("payouts resume on 3 March 2026 at 10:00"). */
class PayoutRefused extends AppError {
  constructor(messageKey: string, params: Record<string, unknown>) {
    super('PAYOUT_REFUSED', 409, messageKey, [{ field: 'payout', message: messageKey, params }]);
  }
}

/**
 * The controls every payout passes, when asked for and again when staff decide (what held then
 * may have changed since): a settled campaign whose funds go to its owner, the owner's identity
 * check approved, a method the campaign type allows, an account the money can go to (a bank
 * account in the owner's or the company's name, or a connected Stripe account), no change of
 * those details in the last 48 hours, and nothing owed back for a chargeback or a bank return
 * (the campaign's owner_receivable: its payouts are frozen until it is settled).
 */
export async function assertPayoutAllowed(tx: Database, s: PayoutSubject, method: PayoutMethod, lang: string, now = new Date()) {
  const { campaign, settlement, account, owner } = s;
  if (!settlement || !campaign.settledAt) throw new ConflictError('payouts.errors.notSettled');
  if (!payoutAllowed(campaign.campaignType, settlement.outcome)) throw new ConflictError('payouts.errors.notEligible');
  const owed = await owedBack(tx, campaign.id, currencyOf(s));
  if (owed > 0) {
    const format = await moneyFormatter(tx, [currencyOf(s)]);
    throw new PayoutRefused('disputes.errors.payoutsFrozen', { amount: format({ amount: owed, currency: currencyOf(s) }, lang) });
  }
  if (owner.kycStatus !== 'approved') throw new ForbiddenError('payouts.errors.kycRequired');
  if (!payoutMethodsFor(campaign.campaignType).includes(method))
    throw new ValidationError([{ field: 'method', message: 'payouts.errors.offlineOnly' }], 'payouts.errors.offlineOnly');
  if (method === 'stripe_connect') {
    if (!account?.stripeAccountId) throw new ConflictError('payouts.errors.connectStripe');
  } else {
    if (!account?.accountNumberEncrypted) throw new ConflictError('payouts.errors.noBankAccount');
    if (!account.accountHolderName?.trim()) throw new ConflictError('payouts.errors.holderMissing');
    const names = [`${owner.firstName} ${owner.lastName}`, campaign.companyName];
    if (!holderNameMatches(account.accountHolderName, names)) throw new ConflictError('payouts.errors.holderMismatch');
  }
  if (isPayoutHeld(account?.detailsChangedAt, now))
    throw new PayoutRefused('payouts.errors.detailsHeld', {
      until: dateTimeText(payoutHeldUntil(account!.detailsChangedAt)!, lang, await siteZone(tx)),
    });
}
