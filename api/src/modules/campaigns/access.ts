import type { Database } from '@cf/db';
import { AppError, isEditableByOwner, NotFoundError } from '@cf/domain';
import type { Actor } from './context';
import { type CampaignRow, findCampaignById, lockCampaign } from './repository';

export const lockedError = () => new AppError('CAMPAIGN_LOCKED', 409, 'campaigns.owner.locked');

/** The owner, or staff (staff may do what owners do). */
export const mayManage = (row: Pick<CampaignRow, 'ownerId'>, actor: Pick<Actor, 'id' | 'isAdmin'>) =>
  row.ownerId === actor.id || actor.isAdmin;

/**
 * A campaign the caller manages. Anyone else gets the same 404 as for a campaign that does not
 * exist (another owner's draft, team or documents are not even confirmed to exist). With `edit`,
 * an owner may change content only while it is a draft or declined (409 otherwise); `lock` takes
 * the row lock so concurrent writes to one campaign are applied one after the other.
 */
export async function managedCampaign(
  db: Database,
  actor: Pick<Actor, 'id' | 'isAdmin'>,
  id: number,
  options: { lock?: boolean; edit?: boolean } = {},
): Promise<CampaignRow> {
  const row = options.lock ? await lockCampaign(db, { id }) : await findCampaignById(db, { id });
  if (!row || !mayManage(row, actor)) throw new NotFoundError();
  if (options.edit && !actor.isAdmin && !isEditableByOwner(row.status)) throw lockedError();
  return row;
}
