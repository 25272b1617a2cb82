import { type Database, payouts } from '@cf/db';
import { ConflictError, ForbiddenError, NotFoundError } from '@cf/domain';
import { requestableAmount } from '@cf/domain/payouts';
import type { RequestPayoutInput } from '@cf/domain/schemas/payouts';
import type { DepsOf } from '../../deps';
import { ownerPayout, payoutSummary } from './answers';
import { assertPayoutAllowed } from './controls';
import { staffIds, tellAll } from './notices';
import { campaignTitle, currencyOf, owedAndOpen, payoutsOf, payoutSubject } from './subject';

export type PayoutDeps = DepsOf<'db' | 'mailer' | 'config'>;
type Caller = { id: string; isAdmin: boolean };

/** The campaign's owner or staff may read its payouts; anyone else gets the 404 of a campaign that does not exist. */
async function visibleSubject(tx: Database, caller: Caller, campaignId: number, lock = false) {
  const s = await payoutSubject(tx, campaignId, { lock });
  if (!s || (s.campaign.ownerId !== caller.id && !caller.isAdmin)) throw new NotFoundError();
  return s;
}

/** GET /campaigns/equities/{id}/payout: the owner dashboard's payout tab. */
export async function payoutTab(db: Database, caller: Caller, campaignId: number) {
  const s = await visibleSubject(db, caller, campaignId);
  const [money, rows] = await Promise.all([owedAndOpen(db, s), payoutsOf(db, campaignId)]);
  return payoutSummary(s, money, rows);
}

/**
 * POST /campaigns/equities/{id}/request-payout (spec §4 payout: requested, then confirmed by
 * staff). The amount is what the platform owes the owner and was not asked for yet. Nothing moves
 * now: the money leaves owner_payable when staff confirm the payout was sent.
 */
export async function requestPayout(deps: PayoutDeps, caller: Caller, campaignId: number, input: RequestPayoutInput, lang: string) {
  return deps.db.transaction(async (tx) => {
    const s = await visibleSubject(tx, caller, campaignId, true);
    if (s.campaign.ownerId !== caller.id) throw new ForbiddenError('payouts.errors.notOwner');
    await assertPayoutAllowed(tx, s, input.method, lang);
    const currency = currencyOf(s);
    const { payable, open } = await owedAndOpen(tx, s);
    const amount = requestableAmount(payable, open);
    if (amount <= 0) throw new ConflictError('payouts.errors.nothingToPay');
    const bank = input.method === 'bank';
    const [row] = await tx
      .insert(payouts)
      .values({
        campaignId,
        ownerId: s.campaign.ownerId,
        currency,
        amount,
        method: input.method,
        accountHolderName: bank ? s.account!.accountHolderName : null,
        accountNumberLast4: bank ? s.account!.accountNumberLast4 : null,
      })
      .returning();
    const campaign = campaignTitle(s.campaign);
    const money = { amount, currency };
    await tellAll(deps, tx, [
      {
        userId: s.campaign.ownerId,
        kind: 'payoutRequested',
        money,
        params: { campaign },
        path: `/campaign-dashboard/${campaignId}/payout`,
      },
      ...(await staffIds(tx)).map((userId) => ({
        userId,
        kind: 'payoutRequestedStaff' as const,
        money,
        params: { campaign, owner: `${s.owner.firstName} ${s.owner.lastName}` },
        path: `/admin/#/payouts/${row!.id}/show`,
      })),
    ]);
    return ownerPayout(row!);
  });
}
