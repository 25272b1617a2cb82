import { type Database, repayments } from '@cf/db';
import { ConflictError, ForbiddenError } from '@cf/domain';
import { isApprovable, isDeclinable } from '@cf/domain/repayments';
import { eq } from 'drizzle-orm';
import type { Notices } from '../payment-notices/index';
import { type Caller, repaymentCampaign } from './campaign';
import { addAdHoc, type AdHocInput } from './create';
import { creditRepayment, lockRepayment, type RepaymentRow } from './credit';
import { receiptPath, tellRepayment } from './notices';

/** Staff decisions run in the caller's transaction, so the console writes its audit row in the same one. */
const assertStaff = (caller: Caller) => {
  if (!caller.isAdmin) throw new ForbiddenError('repayments.errors.staffOnly');
};

/** Staff: the owner's offline payment arrived; it is credited from the offline route to the investors. */
export async function approveRepayment(tx: Database, staff: Caller, id: string, notices: Notices): Promise<RepaymentRow> {
  assertStaff(staff);
  const row = await lockRepayment(tx, id);
  if (!isApprovable(row.status, row.paymentType)) throw new ConflictError('repayments.errors.notApprovable');
  const campaign = await repaymentCampaign(tx, row.campaignId);
  return creditRepayment(
    tx,
    row,
    campaign,
    { provider: 'offline' },
    { paymentType: 'offline', actorId: staff.id, decidedBy: staff.id },
    notices,
  );
}

/**
 * Staff decline a repayment: an offline payment that never arrived goes back to failed (the owner
 * still owes it and may pay again); anything else not yet paid is declined for good.
 */
export async function declineRepayment(tx: Database, staff: Caller, id: string, reason: string, notices: Notices): Promise<RepaymentRow> {
  assertStaff(staff);
  const row = await lockRepayment(tx, id);
  if (!isDeclinable(row.status)) throw new ConflictError('repayments.errors.notDeclinable');
  const offlineClaim = row.status === 'processing' && row.paymentType === 'offline';
  const [after] = await tx
    .update(repayments)
    .set({
      status: offlineClaim ? 'failed' : 'declined',
      failureReason: reason,
      decidedBy: staff.id,
      ...(offlineClaim ? { failedAt: new Date() } : {}),
    })
    .where(eq(repayments.id, row.id))
    .returning();
  const campaign = await repaymentCampaign(tx, row.campaignId);
  await tellRepayment(notices, tx, [
    {
      userId: campaign.ownerId,
      kind: 'repaymentDeclined',
      amount: row.amount,
      currency: campaign.currency,
      params: { campaign: campaign.name, reason },
      path: receiptPath(row.id),
    },
  ]);
  return after!;
}

/**
 * Staff add a repayment to a campaign; with `creditNow`, "distribution credited by admin": the
 * owner's money was received offline, so it is credited to the investors at once, pro rata.
 */
export async function addByStaff(
  tx: Database,
  staff: Caller,
  input: AdHocInput & { campaignId: number; creditNow: boolean },
  notices: Notices,
): Promise<RepaymentRow> {
  assertStaff(staff);
  const campaign = await repaymentCampaign(tx, input.campaignId, true);
  const row = await addAdHoc(tx, campaign, staff.id, input);
  if (!input.creditNow) return row;
  return creditRepayment(
    tx,
    row,
    campaign,
    { provider: 'offline' },
    { paymentType: 'offline', actorId: staff.id, decidedBy: staff.id },
    notices,
  );
}
