/** "First Last", or the e-mail when the person gave no name (social sign-in, anonymised). */
export function fullName(record: { firstName?: unknown; lastName?: unknown; email?: unknown } | undefined | null): string {
  if (!record) return '';
  const name = [record.firstName, record.lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
  return name || (typeof record.email === 'string' ? record.email : '');
}
