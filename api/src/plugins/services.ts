import fp from 'fastify-plugin';
import { Mailer } from '../lib/mail/mailer';
import { createMailTransport } from '../providers/mail/index';
import { createStorage, type FileStorage } from '../providers/storage/index';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    mailer: Mailer;
  }
}

/** Outside services behind their interfaces: storage and mail (the embedded defaults or real adapters). */
export default fp(async (app) => {
  const storage = createStorage(app.config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close?.());
  const mailer = new Mailer(app.db, createMailTransport(app.config.mail), app.config.publicUrl, app.log, app.config.encryptionKey);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
});
