import { siteSettings } from '@cf/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { walletModuleOn as refundsGoToWallet } from '../settlement/refunds';
import { walletModuleOn } from './module-setting';

const ctx = useTestApp();
const db = () => ctx.handle.db;

/** Rolls back whatever the check changed. */
class Rollback extends Error {}

describe('the wallet module setting', () => {
  it('is read the same by top-ups and refunds: as set, and on (the column default) when the site has no settings row', async () => {
    expect(refundsGoToWallet).toBe(walletModuleOn);
    await db().update(siteSettings).set({ walletModule: false });
    expect(await walletModuleOn(db())).toBe(false);
    await db().update(siteSettings).set({ walletModule: true });
    expect(await walletModuleOn(db())).toBe(true);
    const unset = db().transaction(async (tx) => {
      await tx.delete(siteSettings);
      // Top-ups used to read a missing row as off while refunds read it as on: a refund could go to a wallet nobody could top up.
      expect(await walletModuleOn(tx)).toBe(true);
      throw new Rollback();
    });
    await expect(unset).rejects.toBeInstanceOf(Rollback);
    expect(await walletModuleOn(db())).toBe(true);
  });
});
