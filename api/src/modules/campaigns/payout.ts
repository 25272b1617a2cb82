import { campaignPayoutAccounts } from '@cf/db';
import { type PaymentDetailInput, ValidationError } from '@cf/domain';
import { eq } from 'drizzle-orm';
import { encryptSecret } from '../../lib/crypto';
import { managedCampaign } from './access';
import type { Actor, CampaignDeps } from './context';
import type { CampaignOut } from './schemas';
import { campaignView } from './view';

/**
 * PATCH /campaigns/campaign/payment-detail/:id (wizard step 6). The account number is stored
 * encrypted with its last four digits; it may be left out when one is already stored. An ACH
 * connection (achAccountId) replaces bank details. The payout account may be corrected in any
 * status (a live campaign's owner fixing their bank details is not a content change).
 */
export async function savePaymentDetail(deps: CampaignDeps, actor: Actor, id: number, input: PaymentDetailInput): Promise<CampaignOut> {
  return deps.db.transaction(async (tx) => {
    const row = await managedCampaign(tx, actor, id, { lock: true });
    const [stored] = await tx.select().from(campaignPayoutAccounts).where(eq(campaignPayoutAccounts.campaignId, row.id));
    const now = new Date();
    let values: Partial<typeof campaignPayoutAccounts.$inferInsert>;
    if (input.achAccountId && !input.accountNumber) {
      values = { achAccountId: input.achAccountId, updatedAt: now };
    } else {
      if (!input.accountNumber && !stored?.accountNumberEncrypted)
        throw new ValidationError([{ field: 'accountNumber', message: 'validation.required' }]);
      values = {
        bankName: input.bankName ?? null,
        accountType: input.accountType ?? null,
        routingNumber: input.routingNumber ?? null,
        achAccountId: input.achAccountId ?? null,
        updatedAt: now,
        ...(input.accountNumber
          ? {
              accountNumberEncrypted: encryptSecret(input.accountNumber, deps.config.encryptionKey),
              accountNumberLast4: input.accountNumber.slice(-4),
              tosAcceptedAt: now,
            }
          : {}),
      };
    }
    await tx
      .insert(campaignPayoutAccounts)
      .values({ campaignId: row.id, ...values })
      .onConflictDoUpdate({ target: campaignPayoutAccounts.campaignId, set: values });
    return campaignView(tx, row, actor);
  });
}
