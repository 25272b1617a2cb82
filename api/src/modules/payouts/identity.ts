import { AppError, ValidationError } from '@cf/domain';
import { verifyPassword } from '@cf/domain/password';
import type { DepsOf } from '../../deps';
import { acceptCodeOrRecovery, loadUser } from '../two-factor/index';

export type IdentityInput = { currentPassword?: string | undefined; twoFactorCode?: string | undefined };

const refuse = (field: string, message: string) => new ValidationError([{ field, message }], message);

/**
 * A change of where payouts go (bank details, Stripe account) is confirmed by the person making
 * it: their password, and their two-factor code (or a recovery code) when two-factor is on. A
 * wrong answer is a field error (400): the session stays valid.
 */
export async function confirmPayoutIdentity(deps: DepsOf<'db' | 'config'>, userId: string, input: IdentityInput): Promise<void> {
  const user = await loadUser(deps.db, userId);
  if (!input.currentPassword) throw refuse('currentPassword', 'payouts.errors.passwordRequired');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw refuse('currentPassword', 'auth.errors.passwordWrong');
  if (!user.enableTwoFactorAuth) return;
  if (!input.twoFactorCode) throw refuse('twoFactorCode', 'payouts.errors.codeRequired');
  let accepted: boolean;
  try {
    accepted = await acceptCodeOrRecovery(deps, user, input.twoFactorCode);
  } catch (err) {
    // A malformed code: said on this form's own field.
    if (err instanceof AppError) throw refuse('twoFactorCode', 'auth.validation.codeFormat');
    throw err;
  }
  if (!accepted) throw refuse('twoFactorCode', 'auth.errors.codeWrong');
}
