/** Normalises IPv4-mapped IPv6 (::ffff:1.2.3.4) so that an exemption written as IPv4 matches. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith('::ffff:') ? trimmed.slice(7) : trimmed;
}

/**
 * Spec §2: the maintenance screen blocks everyone except the exempt address. exceptIP may list
 * several addresses separated by commas or spaces.
 */
export function isBlockedByMaintenance(settings: { maintainanceMode: boolean; exceptIP: string | null }, ip: string): boolean {
  if (!settings.maintainanceMode) return false;
  const exempt = (settings.exceptIP ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(normaliseIp);
  return !exempt.includes(normaliseIp(ip));
}
