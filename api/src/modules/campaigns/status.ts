import { AppError, type CampaignActor, type CampaignStatus, checkTransition, ConflictError } from '@cf/domain';

/** The machine's answer as an error: 409 when it has no such move, 403 when it is not this actor's move. */
export function assertTransition(from: CampaignStatus, to: CampaignStatus, actor: CampaignActor) {
  const check = checkTransition(from, to, actor);
  if (check.ok) return check;
  if (check.error === 'not-your-move') {
    const key = 'campaigns.owner.transitionNotYours';
    throw new AppError('FORBIDDEN', 403, key, [{ field: 'status', message: key }]);
  }
  const key = 'campaigns.owner.transitionNotAllowed';
  throw new ConflictError(key, [{ field: 'status', message: key }]);
}
