import { getT, languageFromHeader, uiLanguage } from '@cf/i18n';
import fp from 'fastify-plugin';

const LANG_PATTERN = /^[a-z]{2}(-[A-Z]{2})?$/;

/**
 * Sets request.lang (content language) and request.t (messages). Order: ?language= (the spec's
 * parameter), the site's `lng` cookie, then Accept-Language; English otherwise. The console keeps
 * its own language (sent as Accept-Language): on its API the site's cookie does not override it.
 */
export default fp(async (app) => {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('uiLang', 'en');
  app.decorateRequest('t', null as never);
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const cookie = request.url.startsWith('/api/v1/console/') ? undefined : request.cookies?.lng;
    const asked = typeof query?.language === 'string' ? query.language : cookie;
    const lang = asked && LANG_PATTERN.test(asked) ? asked : (languageFromHeader(request.headers['accept-language']) ?? 'en');
    request.lang = lang;
    request.uiLang = uiLanguage(lang);
    request.t = getT(request.uiLang);
  });
});
