import { type Database, siteSettings } from '@cf/db';

/**
 * Whether the site runs the platform wallet (site settings' walletModule): top-ups are refused
 * without it, and refunds go back to the payment's source instead of the wallet. The one reading
 * of the setting, with the column's own default (on) when the site has no settings row yet.
 */
export async function walletModuleOn(db: Database): Promise<boolean> {
  const [row] = await db.select({ on: siteSettings.walletModule }).from(siteSettings).limit(1);
  return row?.on ?? true;
}
