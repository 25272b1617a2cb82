import { isBlockedByMaintenance, MAINTENANCE_RETRY_AFTER_SECONDS } from '@cf/domain';
import { directionOf, getT, uiLanguage } from '@cf/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { maintenanceState } from '../modules/settings/index';
import type { App } from '../types';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The maintenance notice of spec §2, in the visitor's language, self-contained (no assets). */
export function maintenancePage(lang: string): string {
  const t = getT(lang);
  const code = uiLanguage(lang);
  return `<!doctype html><html lang="${code}" dir="${directionOf(code)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t('maintenance.title'))}</title><style>body{margin:0;font-family:system-ui,sans-serif;background:#f5f7fa;color:#1f2937;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 1rem}p{font-size:1.1rem;line-height:1.6}</style></head><body><main><h1>${escape(t('maintenance.heading'))}</h1><p>${escape(t('maintenance.body'))}</p></main></body></html>`;
}

/**
 * Blocks every site page with 503 while maintenance is on, except for the exempt address.
 * The console and the API are not behind this hook.
 */
export function maintenanceHook(app: App) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const state = JSON.parse(await app.publicCache.get('maintenance-state', () => maintenanceState(app.db))) as Awaited<
      ReturnType<typeof maintenanceState>
    >;
    if (!isBlockedByMaintenance(state, request.ip)) return;
    const lang = request.cookies.lng ?? 'en';
    return reply
      .status(503)
      .header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(maintenancePage(lang));
  };
}
