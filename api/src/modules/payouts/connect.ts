import { campaignPayoutAccounts } from '@cf/db';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@cf/domain';
import { eq } from 'drizzle-orm';
import { connectProvider } from './connect-provider';
import { noticeDetailsChanged } from './details';
import { confirmPayoutIdentity, type IdentityInput } from './identity';
import type { PayoutDeps } from './request';
import { campaignTitle, payoutSubject } from './subject';

type Caller = { id: string; isAdmin: boolean };

/** Only the owner connects where a flexible campaign is paid (spec §9: fixed ones by bank transfer only). */
async function ownSubject(deps: PayoutDeps, caller: Caller, campaignId: number, lock = false) {
  const s = await payoutSubject(deps.db, campaignId, { lock });
  if (!s || (s.campaign.ownerId !== caller.id && !caller.isAdmin)) throw new NotFoundError();
  if (s.campaign.ownerId !== caller.id) throw new ForbiddenError('payouts.errors.notOwner');
  if (s.campaign.campaignType !== 'flexible')
    throw new ValidationError([{ field: 'method', message: 'payouts.errors.offlineOnly' }], 'payouts.errors.offlineOnly');
  return s;
}

/**
 * POST /campaigns/equities/{id}/stripe-connect: a change of where payouts go, so the owner's
 * password (and two-factor code) first; then an account opened for the campaign and the onboarding
 * page to send them to. Nothing is stored until they come back (/stripe-account-connect).
 */
export async function startStripeConnect(deps: PayoutDeps, caller: Caller, campaignId: number, identity: IdentityInput) {
  const s = await ownSubject(deps, caller, campaignId);
  await confirmPayoutIdentity(deps, caller.id, identity);
  const provider = await connectProvider(deps);
  const base = deps.config.publicUrl;
  const url = await provider.startOnboarding(campaignId, s.owner.email, {
    returnUrl: (account) => `${base}/stripe-account-connect?campaign=${campaignId}&account=${encodeURIComponent(account)}`,
    refreshUrl: `${base}/campaign-dashboard/${campaignId}/payout`,
  });
  return { url };
}

/**
 * POST /campaigns/equities/{id}/stripe-connect/complete: back from onboarding. The account must be
 * the one opened for this campaign and finished; it is stored, payouts wait 48 hours, and the
 * owner is told. Completing twice with the same account changes nothing.
 */
export async function completeStripeConnect(deps: PayoutDeps, caller: Caller, campaignId: number, accountId: string) {
  await ownSubject(deps, caller, campaignId);
  const state = await (await connectProvider(deps)).accountState(campaignId, accountId);
  if (state === 'foreign') throw new ConflictError('payouts.errors.stripeAccountMismatch');
  if (state === 'incomplete') throw new ConflictError('payouts.errors.stripeIncomplete');
  return deps.db.transaction(async (tx) => {
    const s = await ownSubject({ ...deps, db: tx }, caller, campaignId, true);
    if (s.account?.stripeAccountId === accountId) return { stripeConnected: true };
    const now = new Date();
    const values = { stripeAccountId: accountId, detailsChangedAt: now, updatedAt: now };
    await tx
      .insert(campaignPayoutAccounts)
      .values({ campaignId, ...values })
      .onConflictDoUpdate({ target: campaignPayoutAccounts.campaignId, set: values });
    await noticeDetailsChanged(deps, tx, { id: campaignId, ownerId: s.campaign.ownerId, title: campaignTitle(s.campaign) }, now);
    return { stripeConnected: true };
  });
}

/** DELETE /campaigns/equities/{id}/stripe-connect: payouts go by bank transfer again (nothing can be sent elsewhere). */
export async function disconnectStripe(deps: PayoutDeps, caller: Caller, campaignId: number) {
  await ownSubject(deps, caller, campaignId);
  await deps.db
    .update(campaignPayoutAccounts)
    .set({ stripeAccountId: null, updatedAt: new Date() })
    .where(eq(campaignPayoutAccounts.campaignId, campaignId));
  return { stripeConnected: false };
}
