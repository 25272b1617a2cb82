import fp from 'fastify-plugin';
import { Mailer } from '../lib/mail/mailer';
import { createMailTransport } from '../providers/mail/index';
import { type FileStorage, LocalDiskStorage } from '../providers/storage/index';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    mailer: Mailer;
  }
}

/** Outside services behind their interfaces: storage and mail (the embedded defaults or real adapters). */
export default fp(async (app) => {
  app.decorate('storage', new LocalDiskStorage(app.config.uploadsDir));
  app.decorate('mailer', new Mailer(app.db, createMailTransport(app.config.mail), app.config.publicUrl, app.log, app.config.encryptionKey));
});
