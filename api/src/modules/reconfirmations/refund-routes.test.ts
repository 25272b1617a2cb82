import { investments, notifications, siteSettings } from '@cf/db';
import { and, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, readyInvestor } from '../../../test/money';
import { runReconfirmations } from '../../jobs/reconfirmations';
import { paidByMangopay, paidBySandbox } from '../investments/refund-testing';
import { investmentKeys } from '../investments/keys';
import { balanceOf, checkLedger } from '../ledger/index';
import { enableRegional, mirrorOf } from '../mangopay/testing';
import { transferByKey } from '../settlement/testing';
import { recordMaterialChange } from './service';
import { reconfirmationFixtures } from './testing';

// Its own file (its own database): the job's runs see only this file's deadlines.
const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const { setRegime, invested } = reconfirmationFixtures(ctx);

const wallet = (userId: string) => balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId });
const statusOf = async (id: string) => (await db().select().from(investments).where(eq(investments.id, id)))[0]!.status;
const linkOf = async (userId: string) =>
  (
    await db()
      .select({ key: notifications.messageKey, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), like(notifications.messageKey, 'payouts.notify.reconfirmationCancelled%')))
  ).map((n) => `${n.key} ${n.link}`);

describe('a Reg CF cancellation gives the money back the way it came, as a settlement refund does', () => {
  afterEach(async () => {
    await db().update(siteSettings).set({ walletModule: true });
    await setRegime('none');
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('without the wallet module: a card payment through its provider, MangoPay to its wallet, the wallet’s to the wallet; once', async () => {
    await setRegime('none');
    await enableRegional(ctx, staff.client);
    const { campaign, owner } = await equityCampaign(ctx, { minimumRaise: 100_00 });
    const [byCard, byMangopay, byWallet] = [await readyInvestor(ctx), await readyInvestor(ctx), await readyInvestor(ctx)];
    const cardId = await paidBySandbox(ctx, byCard, campaign.id, 300_00);
    // What the provider kept of the card payment (the sandbox charges none; a card provider would).
    await db().update(investments).set({ gatewayFee: 9_00 }).where(eq(investments.id, cardId));
    const mangopayId = await paidByMangopay(ctx, byMangopay, campaign.id, 250_00, 400_00);
    const walletId = await invested(campaign.id, byWallet, 200_00);
    await setRegime('us-reg-cf');
    const change = await db().transaction((tx) =>
      recordMaterialChange(
        tx,
        ctx.app,
        { id: owner.id, isStaff: false },
        campaign.id,
        'The CEO resigned.',
        new Date('2025-06-04T15:00:00Z'),
      ),
    );
    await db().update(siteSettings).set({ walletModule: false });

    const deadline = new Date(change.reconfirmBy);
    expect(await runReconfirmations(ctx.app, deadline)).toEqual({ cancelled: 3, skipped: 0 });
    for (const id of [cardId, mangopayId, walletId]) expect(await statusOf(id)).toBe('refunded');
    expect(await transferByKey(db(), investmentKeys.reconfirmationCancel(cardId))).toEqual({
      kind: 'investment_refund',
      entries: { campaign_escrow: -300_00, 'gateway_clearing:sandbox': 300_00 - 9_00, platform_costs: 9_00 },
    });
    expect(await transferByKey(db(), investmentKeys.reconfirmationCancel(mangopayId))).toEqual({
      kind: 'investment_refund',
      entries: { campaign_escrow: -250_00, regional_wallet: 250_00 },
    });
    // Money paid from the wallet goes back to it whatever the module says.
    expect(await transferByKey(db(), investmentKeys.reconfirmationCancel(walletId))).toEqual({
      kind: 'wallet_refund',
      entries: { campaign_escrow: -200_00, investor_wallet: 200_00 },
    });
    expect(await wallet(byCard.id)).toBe(0);
    expect(await wallet(byMangopay.id)).toBe(0);
    expect(await mirrorOf(ctx, byMangopay.id)).toBe(400_00);
    expect(await wallet(byWallet.id)).toBe(200_00);
    expect(await balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId: campaign.id })).toBe(0);
    // The wallet page only for the money that went there.
    expect(await linkOf(byCard.id)).toEqual([`payouts.notify.reconfirmationCancelledToSource /investments/${cardId}`]);
    expect(await linkOf(byMangopay.id)).toEqual([`payouts.notify.reconfirmationCancelledToSource /investments/${mangopayId}`]);
    expect(await linkOf(byWallet.id)).toEqual(['payouts.notify.reconfirmationCancelled /settings/wallet?currency=USD']);

    // A second run changes nothing.
    expect(await runReconfirmations(ctx.app, new Date(deadline.getTime() + 86_400_000))).toEqual({ cancelled: 0, skipped: 0 });
    expect(await mirrorOf(ctx, byMangopay.id)).toBe(400_00);
    expect((await transferByKey(db(), investmentKeys.reconfirmationCancel(cardId))).entries.platform_costs).toBe(9_00);
  });
});
