import { campaigns, type Database, disputes } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { and, eq } from 'drizzle-orm';
import type { DisputeRow } from './accounts';

/** The campaign's name as messages call it (payouts' campaignTitle), and its owner. */
export async function campaignOf(tx: Database, campaignId: number | null) {
  if (campaignId === null) return { title: '', ownerId: null };
  const [c] = await tx
    .select({ name: campaigns.campaignName, company: campaigns.companyName, slug: campaigns.slug, ownerId: campaigns.ownerId })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return { title: c ? c.name || c.company || c.slug : '', ownerId: c?.ownerId ?? null };
}

/** A dispute by the provider's case reference, locked until the transaction ends (outcomes queue on it). */
export async function lockDisputeByRef(tx: Database, provider: string, providerRef: string): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.provider, provider as DisputeRow['provider']), eq(disputes.providerRef, providerRef)))
    .for('update');
  return row;
}

/** A dispute by id, locked; a 404 when there is none. */
export async function lockDispute(tx: Database, id: string): Promise<DisputeRow> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
  if (!row) throw new NotFoundError();
  return row;
}
