import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { type DatabaseHandle, openDatabase } from '@cf/db';
import { LIMITS } from '@cf/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import consoleRoutes from './console/routes';
import { clientIpOf } from './lib/client-ip';
import accountActivityRoutes from './modules/activity/routes';
import accreditationRoutes from './modules/accreditation/routes';
import deletionRoutes from './modules/deletion/routes';
import emailPreferencesRoutes from './modules/email-preferences/routes';
import filesRoutes from './modules/files/routes';
import followsRoutes from './modules/follows/routes';
import investorProfileRoutes from './modules/investor-profile/routes';
import inboxRoutes from './modules/inbox/routes';
import invitesRoutes from './modules/invites/routes';
import kycRoutes from './modules/kyc/routes';
import { notificationText } from './modules/notifications/index';
import notificationsRoutes from './modules/notifications/routes';
import passwordsRoutes from './modules/passwords/routes';
import profileRoutes from './modules/profile/routes';
import signupRoutes from './modules/signup/routes';
import socialLoginRoutes from './modules/social-login/routes';
import twoFactorRoutes from './modules/two-factor/routes';
import jobsPlugin from './plugins/jobs';
import maintenanceGuard from './plugins/maintenance-guard';
import notFoundRoutes from './plugins/not-found';
import realtimePlugin from './plugins/realtime';
import servicesPlugin from './plugins/services';
import compressionPlugin from './plugins/compression';
import campaignDocumentsRoutes from './modules/campaign-documents/routes';
import contractRoutes from './modules/contracts/routes';
import statementRoutes from './modules/statements/routes';
import campaignsRoutes from './modules/campaigns/routes';
import campaignsPublicRoutes from './modules/campaigns-public/routes';
import commentsRoutes from './modules/comments/routes';
import savedCampaignsRoutes from './modules/saved-campaigns/routes';
import { verifySocketToken } from './modules/auth/index';
import authRoutes from './modules/auth/routes';
import captchaRoutes from './modules/captcha/routes';
import contentRoutes from './modules/content/routes';
import engagementRoutes from './modules/engagement/routes';
import healthRoutes from './modules/health/routes';
import lookupRoutes from './modules/lookups/routes';
import menuRoutes from './modules/menus/routes';
import settingsRoutes from './modules/settings/routes';
import shellRoutes from './modules/shell/routes';
import authPlugin from './plugins/auth';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import inputHygienePlugin from './plugins/input-hygiene';
import languagePlugin from './plugins/language';
import publicCachePlugin from './plugins/public-cache';
import type { App } from './types';
import walletRoutes from './modules/wallet/routes';
import checkoutRoutes from './modules/checkout/routes';
import investmentRoutes from './modules/investments/routes';
import { paymentRoutes } from './modules/payment-gateways/index';
import paymentGatewayRoutes from './modules/payment-gateways/routes';
import webhookRoutes from './modules/webhooks/routes';
import paypalRoutes from './modules/paypal/routes';
import achRoutes from './modules/ach/routes';
import mangopayRoutes from './modules/mangopay/routes';
import disputesRoutes from './modules/disputes/routes';
import payoutRoutes from './modules/payouts/routes';
import repaymentRoutes from './modules/repayments/routes';
import portfolioRoutes from './modules/portfolio/routes';
import campaignInvestorsRoutes from './modules/campaign-investors/routes';
import certificateRoutes from './modules/certificates/routes';
import savedInvestmentRoutes from './modules/saved-investments/routes';
import complianceRoutes from './modules/compliance/routes';
import reconfirmationRoutes from './modules/reconfirmations/routes';
import reservationRoutes from './modules/reservations/routes';
import { isWrite, sharedPageCache } from './web/page-cache';

export type BuildOptions = {
  /** An open database; without it one is opened from the configuration (and closed with the app). */
  database?: DatabaseHandle;
};

/**
 * Builds the API: external plugins, then ours, then the routes (fastify/demo order). Tests use it
 * in process with inject(); server.ts adds the site and the console and listens.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const handle =
    options.database ??
    (await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite`, poolSize: config.databasePoolSize }));
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-cf-internal"]'],
      ...(config.env === 'development' ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
    },
    // A hop count is valid at run time (proxy-addr); the type only lists the other forms.
    trustProxy: config.trustProxy as boolean | string | string[],
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', handle.db);
  // Signed-out pages are kept a few seconds (web/page-cache.ts); any write that succeeds drops them, on every instance.
  app.decorate('pageCache', await sharedPageCache(handle, config.pageCacheSeconds * 1000));
  app.addHook('onResponse', async (request, reply) => {
    if (isWrite(request.method) && reply.statusCode < 400) app.pageCache.clear();
  });
  if (!options.database) app.addHook('onClose', () => handle.close());

  await app.register(cookie);
  // Each surface sets its own Content-Security-Policy (the site needs a per-request nonce).
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(compressionPlugin);
  await app.register(publicCachePlugin, { handle });
  await app.register(servicesPlugin);
  await app.register(realtimePlugin, { verifySocketToken, notificationText });
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      api.decorateRequest('clientIp', '');
      api.addHook('onRequest', async (request) => {
        request.clientIp = clientIpOf(request, config.internalKey);
      });
      await api.register(languagePlugin);
      await api.register(errorsPlugin);
      await api.register(inputHygienePlugin);
      await api.register(cors, {
        origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
        credentials: true,
        exposedHeaders: ['Content-Range'],
      });
      await api.register(rateLimit, {
        max: config.rateLimit.max,
        timeWindow: config.rateLimit.window,
        keyGenerator: (request) => clientIpOf(request, config.internalKey),
        // The site's own server calls in process for many visitors; each call carries its visitor's address.
        // Those calls skip the general per-address limit (one page makes several; the site answers the
        // visitor itself), but a route's own limit (login, signup, codes…) still counts them.
        allowList: (request) =>
          request.headers['x-cf-internal'] === config.internalKey && typeof request.routeOptions.config.rateLimit !== 'object',
      });
      await api.register(multipart, { limits: { fileSize: LIMITS.fileBytesMax, files: 1, fields: 10 } });
      await api.register(authPlugin);
      // Maintenance blocks the API too, except what the console, the notice and payment webhooks need.
      await api.register(maintenanceGuard);

      await api.register(healthRoutes);
      await api.register(settingsRoutes);
      await api.register(contentRoutes);
      await api.register(menuRoutes);
      await api.register(lookupRoutes);
      await api.register(shellRoutes);
      await api.register(captchaRoutes);
      await api.register(engagementRoutes);
      await api.register(authRoutes);
      await api.register(signupRoutes);
      await api.register(twoFactorRoutes);
      await api.register(passwordsRoutes);
      await api.register(socialLoginRoutes);
      await api.register(profileRoutes);
      await api.register(followsRoutes);
      await api.register(invitesRoutes);
      await api.register(deletionRoutes);
      await api.register(emailPreferencesRoutes);
      await api.register(accountActivityRoutes);
      await api.register(investorProfileRoutes);
      await api.register(accreditationRoutes);
      await api.register(kycRoutes);
      await api.register(filesRoutes);
      await api.register(notificationsRoutes);
      await api.register(inboxRoutes);
      await api.register(campaignsRoutes);
      await api.register(campaignsPublicRoutes);
      await api.register(savedCampaignsRoutes);
      await api.register(commentsRoutes);
      await api.register(campaignDocumentsRoutes);
      await api.register(contractRoutes);
      await api.register(statementRoutes);
      // One view of the console's gateway settings for every route that takes or checks a payment.
      const payments = paymentRoutes(config);
      await api.register(walletRoutes, { payments });
      await api.register(checkoutRoutes, { payments });
      await api.register(investmentRoutes, { payments });
      await api.register(paymentGatewayRoutes);
      await api.register(webhookRoutes, { payments });
      await api.register(paypalRoutes, { payments });
      await api.register(achRoutes, { payments });
      await api.register(mangopayRoutes, { payments });
      await api.register(disputesRoutes, { payments });
      await api.register(payoutRoutes);
      await api.register(repaymentRoutes, { payments });
      await api.register(portfolioRoutes);
      await api.register(campaignInvestorsRoutes);
      await api.register(certificateRoutes);
      await api.register(savedInvestmentRoutes);
      await api.register(complianceRoutes);
      await api.register(reservationRoutes);
      await api.register(reconfirmationRoutes);
      await api.register(consoleRoutes, { prefix: '/console' });
      // Last: any other /api/v1 path answers 404/405 in the envelope, never the site's catch-all.
      await api.register(notFoundRoutes);
    },
    { prefix: '/api/v1' },
  );

  if (config.jobs.enabled) await app.register(jobsPlugin);

  return app;
}
