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

/**
 * API paths (after /api/v1) that stay open to everyone while maintenance blocks the rest:
 * - the health check, for the load balancer and monitoring;
 * - the console, so that staff can still log in and switch maintenance off (its routes keep their
 *   own staff guard);
 * - the public settings, language list and shell the maintenance notice needs (read only);
 * - the payment providers' webhooks: a provider confirms, refunds or disputes a payment whenever it
 *   likes, and a confirmation refused during maintenance could leave a charged payer without an
 *   investment or a refund unrecorded. Money must not be lost while in maintenance.
 * CORS preflights pass too (they do nothing and the real request is checked).
 */
export function isMaintenanceExemptApiPath(method: string, path: string): boolean {
  if (method === 'OPTIONS') return true;
  const clean = (path.split('?')[0] ?? '').replace(/\/+$/, '') || '/';
  if (clean === '/health' || clean === '/console' || clean.startsWith('/console/')) return true;
  if (clean.startsWith('/webhooks/')) return true;
  const reads = ['/admin/site-setting/front', '/admin/languages/front', '/site/shell'];
  return (method === 'GET' || method === 'HEAD') && reads.includes(clean);
}
