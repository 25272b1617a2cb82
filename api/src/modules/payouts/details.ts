import { type campaignPayoutAccounts, type Database } from '@cf/db';
import { payoutHeldUntil } from '@cf/domain/payouts';
import { decryptSecret } from '../../lib/crypto';
import { type PayoutNotices, tellAll } from './notices';

type AccountRow = typeof campaignPayoutAccounts.$inferSelect;
type AccountValues = Partial<typeof campaignPayoutAccounts.$inferInsert>;

// The scheme, sort code and BIC route the payment as the routing number does (issue 14 §8).
const FIELDS = ['bankScheme', 'bankName', 'accountType', 'routingNumber', 'sortCode', 'bic', 'achAccountId', 'accountHolderName'] as const;

/**
 * Whether saving `next` changes where payouts go: the scheme, a bank field (routing number, sort
 * code, BIC), the holder or the ACH connection differs, or an account number or IBAN other than
 * the stored one is given. Saving the same details again
 * (the wizard's step resubmitted) is no change.
 */
export function destinationChanged(
  stored: AccountRow | undefined,
  next: AccountValues,
  accountNumber: string | null | undefined,
  key: string,
) {
  if (FIELDS.some((f) => next[f] !== undefined && (next[f] ?? null) !== (stored?.[f] ?? null))) return true;
  if (!accountNumber) return false;
  return !stored?.accountNumberEncrypted || decryptSecret(stored.accountNumberEncrypted, key) !== accountNumber;
}

/** The owner is told their payout details changed (in case it was not them) and when payouts resume. */
export async function noticeDetailsChanged(
  notices: PayoutNotices,
  tx: Database,
  campaign: { id: number; ownerId: string; title: string },
  changedAt: Date,
) {
  await tellAll(notices, tx, [
    {
      userId: campaign.ownerId,
      kind: 'payoutDetailsChanged',
      params: { campaign: campaign.title },
      dates: { until: payoutHeldUntil(changedAt)! },
      path: `/campaign-dashboard/${campaign.id}/payout`,
    },
  ]);
}
