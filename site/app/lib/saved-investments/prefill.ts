import { toMajorInput } from '@cf/domain/money';
import { INVESTMENT_PAYMENT_TYPES } from '@cf/domain/schemas/investments';
import type { SubmissionResult } from '@conform-to/react';
import type { SavedInvestment } from './types';

/** The invest page's address filled with a saved investment: shares when it bought shares, else the amount. */
export function continueHref(saved: SavedInvestment): string {
  const query = new URLSearchParams(
    saved.shares !== null ? { shares: String(saved.shares) } : { amount: toMajorInput(saved.amount, saved.currency.decimals) },
  );
  if (saved.paymentType) query.set('paymentType', saved.paymentType);
  return `/invest/${saved.campaignId}?${query.toString()}`;
}

/**
 * The invest form's first values from its address (?amount= in major units, or ?shares=, and
 * ?paymentType=), as a result the form starts from; nothing when the address has none. Works
 * before JavaScript: the server renders the form filled.
 */
export function prefillOf(search: string): SubmissionResult<string[]> | undefined {
  const query = new URLSearchParams(search);
  const amount = query.get('amount') ?? '';
  const shares = query.get('shares') ?? '';
  const paymentType = query.get('paymentType') ?? '';
  const value: Record<string, string> = { signatureType: 'typed' };
  if (/^\d{1,15}$/.test(shares)) Object.assign(value, { mode: 'shares', shares });
  else if (/^\d{1,15}(\.\d{1,4})?$/.test(amount)) Object.assign(value, { mode: 'amount', amount });
  else return undefined;
  if ((INVESTMENT_PAYMENT_TYPES as readonly string[]).includes(paymentType)) value.paymentType = paymentType;
  return { initialValue: value };
}
