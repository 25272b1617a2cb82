import { ValidationError } from '@cf/domain';

let common: Promise<Set<string>> | undefined;

/**
 * The most common passwords, lower-cased: the ~49,000 of zxcvbn-ts's "passwords-common" list
 * (ranked from leaked password sets), loaded once on first use.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

/** Shorter cores ("ab" of "ab12345!") would refuse passwords for their suffix alone. */
const CORE_MIN = 4;

/**
 * Whether a password is one of the most common ones, whatever its case, also once the digits and
 * symbols people append to pass a composition rule are taken off ("Password1!" is "password").
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const core = lower.replace(/[^\p{L}]+$/u, '');
  return core.length >= CORE_MIN && core !== lower && list.has(core);
}

/** Local parts shorter than this ("a@x.com") would refuse far too many good passwords. */
const LOCAL_PART_MIN = 3;

export function containsEmailLocalPart(password: string, email: string): boolean {
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  return local.length >= LOCAL_PART_MIN && password.toLowerCase().includes(local);
}

/**
 * What the shared zod rule cannot check in the browser: a common password, or one containing the
 * e-mail's local part, is refused (400 on the password field).
 */
export async function assertPasswordAllowed(password: string, email: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) throw new ValidationError([{ field, message: 'auth.validation.passwordCommon' }]);
  if (containsEmailLocalPart(password, email)) throw new ValidationError([{ field, message: 'auth.validation.passwordContainsEmail' }]);
}
