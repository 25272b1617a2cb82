import type { Database } from '@cf/db';
import { InsufficientFundsError } from '@cf/domain/ledger';
import { ConflictError } from '@cf/domain';
import { type AccountRef, post, type PostedTransfer } from '../ledger/index';

/*
 * The ledger's mirror of MangoPay: every movement of an investor's MangoPay wallet is posted to
 * their regional_wallet account, against the mangopay clearing account (the provider's side). So
 * the mirror equals MangoPay's balance, and clearing nets to what came in by card less what went
 * out by bank wire (what MangoPay's own transactions list, for the reconciliation).
 */

export const regionalWallet = (userId: string, currency: string): AccountRef => ({ kind: 'regional_wallet', currency, userId });
export const clearing = (currency: string): AccountRef => ({ kind: 'gateway_clearing', currency, provider: 'mangopay' });

/** The wallet cannot cover it: a 409 with the regional wallet's own words. */
export const insufficientBalance = () =>
  new ConflictError('regional.errors.insufficientBalance', [{ field: 'amount', message: 'regional.errors.insufficientBalance' }]);

async function postOrRefuse(tx: Database, transfer: Parameters<typeof post>[1]): Promise<PostedTransfer> {
  try {
    return await post(tx, transfer);
  } catch (err) {
    if (err instanceof InsufficientFundsError) throw insufficientBalance();
    throw err;
  }
}

/** A card top-up MangoPay says succeeded: the amount to the wallet, the fee to the platform. */
export function postTopUp(tx: Database, t: { id: string; userId: string; currency: string; amount: number; fee: number }) {
  return post(tx, {
    idempotencyKey: `mangopay:topup:${t.id}`,
    kind: 'regional_topup',
    actorId: t.userId,
    memo: 'Regional wallet top-up by card (MangoPay)',
    entries: [
      { account: clearing(t.currency), amount: -(t.amount + t.fee) },
      { account: regionalWallet(t.userId, t.currency), amount: t.amount },
      ...(t.fee > 0 ? [{ account: { kind: 'platform_fees' as const, currency: t.currency }, amount: t.fee }] : []),
    ],
  });
}

/** A bank wire out of the wallet, posted when MangoPay takes it (it debits the wallet at once). */
export function postPayout(tx: Database, p: { id: string; userId: string; currency: string; amount: number }) {
  return postOrRefuse(tx, {
    idempotencyKey: `mangopay:payout:${p.id}`,
    kind: 'regional_payout',
    actorId: p.userId,
    memo: 'Regional wallet payout by bank wire (MangoPay)',
    entries: [
      { account: regionalWallet(p.userId, p.currency), amount: -p.amount },
      { account: clearing(p.currency), amount: p.amount },
    ],
  });
}

/** A payout MangoPay reports failed: the money is back in the wallet. */
export function postPayoutReturned(tx: Database, p: { id: string; userId: string; currency: string; amount: number }) {
  return post(tx, {
    idempotencyKey: `mangopay:payout:${p.id}:failed`,
    kind: 'regional_payout',
    actorId: p.userId,
    memo: 'Regional wallet payout failed: returned to the wallet',
    entries: [
      { account: clearing(p.currency), amount: -p.amount },
      { account: regionalWallet(p.userId, p.currency), amount: p.amount },
    ],
  });
}

/**
 * An investment paid from the MangoPay wallet (a transfer to the platform's escrow wallet): the
 * mirror drops by the amount now, into clearing, from where the investment's fulfilment moves it
 * to the campaign's escrow (so clearing nets to zero for it).
 */
export function postInvestmentDebit(tx: Database, d: { transferId: string; userId: string; currency: string; amount: number }) {
  return postOrRefuse(tx, {
    idempotencyKey: `mangopay:transfer:${d.transferId}`,
    kind: 'investment',
    actorId: d.userId,
    memo: 'Investment paid from the regional wallet (MangoPay transfer to escrow)',
    entries: [
      { account: regionalWallet(d.userId, d.currency), amount: -d.amount },
      { account: clearing(d.currency), amount: d.amount },
    ],
  });
}
