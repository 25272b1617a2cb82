import { isBlockedByMaintenance, isMaintenanceExemptApiPath, MAINTENANCE_RETRY_AFTER_SECONDS } from '@cf/domain';
import fp from 'fastify-plugin';
import { maintenanceState } from '../modules/settings/index';
import type { App } from '../types';

const PREFIX = '/api/v1';

/**
 * Spec §2: maintenance blocks everyone except the exempt address (exceptIP), on the API as on the
 * site: 503 in the envelope with Retry-After. The paths that must stay open (console, health, the
 * notice's settings, payment webhooks: money must not be lost while in maintenance) are listed in
 * isMaintenanceExemptApiPath. Registered in the /api/v1 scope after request.clientIp is set, so
 * the site's in-process calls are judged by their visitor's address.
 */
export default fp(async (api: App) => {
  api.addHook('onRequest', async (request, reply) => {
    const path = request.url.startsWith(PREFIX) ? request.url.slice(PREFIX.length) : request.url;
    if (isMaintenanceExemptApiPath(request.method, path)) return;
    const state = JSON.parse(await api.publicCache.get('maintenance-state', () => maintenanceState(api.db))) as Awaited<
      ReturnType<typeof maintenanceState>
    >;
    if (!isBlockedByMaintenance(state, request.clientIp)) return;
    return reply
      .status(503)
      .header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .send({ status: 'error', message: request.t('maintenance.api') });
  });
});
