import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_LOGINS, DEMO_PASSWORD, migrateDatabase, openDatabase } from '@cf/db';
import { seedDemo } from './modules/demo/index';
import { startDemoSocialLogin } from './modules/demo/social-login';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { registerAdmin } from './web/admin';
import { registerSite } from './web/site';
import { registerUploads } from './web/uploads';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the whole platform on one port: API under /api/v1, console at /admin, site elsewhere. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const handle = await openDatabase({
    url: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
  await migrateDatabase(handle);
  const seeded = config.seedDemo ? await seedDemo(handle.db) : { seeded: false };
  const demoSocial = config.demoSocialLogin ? await startDemoSocialLogin(handle.db, config) : null;
  if (demoSocial) config = demoSocial.config;

  const app = await buildApp(config, { database: handle });
  // Idle connections outlive the proxy's, so a proxy never sends on a socket the app just closed.
  app.server.keepAliveTimeout = config.keepAliveTimeoutMs;
  app.server.headersTimeout = Math.max(app.server.headersTimeout, config.keepAliveTimeoutMs + 1000);
  app.addHook('onClose', async () => {
    await demoSocial?.close();
    await handle.close();
  });
  await registerUploads(app);
  await registerAdmin(app, process.env.ADMIN_DIST_DIR ?? join(root, 'admin/dist'));
  await registerSite(app, process.env.SITE_BUILD_DIR ?? join(root, 'site/build'));

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl.includes(`:${config.port}`) ? config.publicUrl.replace(`:${config.port}`, `:${port}`) : config.publicUrl;
  console.log(
    [
      '',
      `  Platform ready on ${url}  (database: ${handle.kind}${seeded.seeded ? ', demo data loaded' : ''})`,
      `  Site     ${url}/`,
      `  Console  ${url}/admin/`,
      `  API docs ${url}/api/docs`,
      `  Demo logins (password ${DEMO_PASSWORD}): staff ${DEMO_LOGINS.admin} · owner ${DEMO_LOGINS.owner} · investor ${DEMO_LOGINS.investor}`,
      // Printed with the banner (one write, before "ready" is read) so no one misses it.
      ...(config.env === 'production' && !config.publicUrlSet
        ? [`  Warning: PUBLIC_URL is not set, so e-mailed and share links say ${config.publicUrl}; set it to the site's public address.`]
        : []),
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
