import { campaignPayoutAccounts } from '@cf/db';
import { ibanNeedsBic, isEditableByOwner, type PaymentDetailInput, ValidationError } from '@cf/domain';
import { eq } from 'drizzle-orm';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { confirmPayoutIdentity, destinationChanged, noticeDetailsChanged } from '../payouts/index';
import { managedCampaign } from './access';
import type { Actor, CampaignDeps } from './context';
import type { CampaignOut } from './schemas';
import { campaignView } from './view';

/**
 * PATCH /campaigns/campaign/payment-detail/:id (wizard step 6). The scheme's account identifier
 * (US or UK account number, or IBAN) is stored encrypted with its last four characters; it may be
 * left out when one of the same scheme is already stored. An ACH connection (achAccountId)
 * replaces bank details. The payout account may be corrected in any status (a live campaign's
 * owner fixing their bank details is not a content change); but once the campaign is past its
 * draft, a change of where payouts go needs the caller's password (and two-factor code), holds
 * payouts for 48 hours and is told to the owner (issue 9 payouts).
 */
export async function savePaymentDetail(deps: CampaignDeps, actor: Actor, id: number, input: PaymentDetailInput): Promise<CampaignOut> {
  const { currentPassword, twoFactorCode, ...details } = input;
  const key = deps.config.encryptionKey;
  return deps.db.transaction(async (tx) => {
    const row = await managedCampaign(tx, actor, id, { lock: true });
    const [stored] = await tx.select().from(campaignPayoutAccounts).where(eq(campaignPayoutAccounts.campaignId, row.id));
    const now = new Date();
    const holder = details.accountHolderName !== undefined ? { accountHolderName: details.accountHolderName } : {};
    const scheme = details.bankScheme ?? 'us';
    const identifier = scheme === 'iban' ? details.iban : details.accountNumber;
    let values: Partial<typeof campaignPayoutAccounts.$inferInsert>;
    if (details.achAccountId && !identifier) {
      values = { achAccountId: details.achAccountId, ...holder, updatedAt: now };
    } else {
      const field = scheme === 'iban' ? 'iban' : 'accountNumber';
      // A number stored for another scheme cannot be kept: switching scheme asks for the new one.
      const kept = stored?.accountNumberEncrypted && stored.bankScheme === scheme ? stored.accountNumberEncrypted : null;
      if (!identifier && !kept) throw new ValidationError([{ field, message: 'validation.required' }]);
      if (scheme === 'iban' && !identifier && kept && !details.bic && ibanNeedsBic(decryptSecret(kept, key)))
        throw new ValidationError([{ field: 'bic', message: 'validation.required' }]);
      values = {
        bankScheme: scheme,
        bankName: details.bankName ?? null,
        accountType: scheme === 'us' ? (details.accountType ?? null) : null,
        routingNumber: scheme === 'us' ? (details.routingNumber ?? null) : null,
        sortCode: scheme === 'uk' ? (details.sortCode ?? null) : null,
        bic: scheme === 'iban' ? (details.bic ?? null) : null,
        achAccountId: details.achAccountId ?? null,
        ...holder,
        updatedAt: now,
        ...(identifier
          ? {
              accountNumberEncrypted: encryptSecret(identifier, key),
              accountNumberLast4: identifier.slice(-4),
              tosAcceptedAt: now,
            }
          : {}),
      };
    }
    const guarded = !isEditableByOwner(row.status) && destinationChanged(stored, values, identifier, key);
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
