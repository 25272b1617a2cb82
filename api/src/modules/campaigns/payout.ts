import { campaignPayoutAccounts } from '@cf/db';
import { isEditableByOwner, type PaymentDetailInput, ValidationError } from '@cf/domain';
import { eq } from 'drizzle-orm';
import { encryptSecret } from '../../lib/crypto';
import { confirmPayoutIdentity, destinationChanged, noticeDetailsChanged } from '../payouts/index';
import { managedCampaign } from './access';
import type { Actor, CampaignDeps } from './context';
import type { CampaignOut } from './schemas';
import { campaignView } from './view';

/**
 * PATCH /campaigns/campaign/payment-detail/:id (wizard step 6). The account number is stored
 * encrypted with its last four digits; it may be left out when one is already stored. An ACH
 * connection (achAccountId) replaces bank details. The payout account may be corrected in any
 * status (a live campaign's owner fixing their bank details is not a content change); but once the
 * campaign is past its draft, a change of where payouts go needs the caller's password (and
 * two-factor code), holds payouts for 48 hours and is told to the owner (issue 9 payouts).
 */
export async function savePaymentDetail(deps: CampaignDeps, actor: Actor, id: number, input: PaymentDetailInput): Promise<CampaignOut> {
  const { currentPassword, twoFactorCode, ...details } = input;
  return deps.db.transaction(async (tx) => {
    const row = await managedCampaign(tx, actor, id, { lock: true });
    const [stored] = await tx.select().from(campaignPayoutAccounts).where(eq(campaignPayoutAccounts.campaignId, row.id));
    const now = new Date();
    const holder = details.accountHolderName !== undefined ? { accountHolderName: details.accountHolderName } : {};
    let values: Partial<typeof campaignPayoutAccounts.$inferInsert>;
    if (details.achAccountId && !details.accountNumber) {
      values = { achAccountId: details.achAccountId, ...holder, updatedAt: now };
    } else {
      if (!details.accountNumber && !stored?.accountNumberEncrypted)
        throw new ValidationError([{ field: 'accountNumber', message: 'validation.required' }]);
      values = {
        bankName: details.bankName ?? null,
        accountType: details.accountType ?? null,
        routingNumber: details.routingNumber ?? null,
        achAccountId: details.achAccountId ?? null,
        ...holder,
        updatedAt: now,
        ...(details.accountNumber
          ? {
              accountNumberEncrypted: encryptSecret(details.accountNumber, deps.config.encryptionKey),
              accountNumberLast4: details.accountNumber.slice(-4),
              tosAcceptedAt: now,
            }
          : {}),
      };
    }
    const guarded = !isEditableByOwner(row.status) && destinationChanged(stored, values, details.accountNumber, deps.config.encryptionKey);
    if (guarded) {
      await confirmPayoutIdentity({ db: tx, config: deps.config }, actor.id, { currentPassword, twoFactorCode });
      values.detailsChangedAt = now;
    }
    await tx
      .insert(campaignPayoutAccounts)
      .values({ campaignId: row.id, ...values })
      .onConflictDoUpdate({ target: campaignPayoutAccounts.campaignId, set: values });
    if (guarded)
      await noticeDetailsChanged(
        deps,
        tx,
        { id: row.id, ownerId: row.ownerId, title: row.campaignName || row.companyName || row.slug },
        now,
      );
    return campaignView(tx, row, actor);
  });
}
