import { ADVISORY_LOCKS, users } from '@cf/db';
import { UI_LANGUAGES, uiLanguage } from '@cf/i18n';
import { createAdapter } from '@socket.io/postgres-adapter';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { Realtime } from '../lib/realtime';

export type RealtimeService = Realtime & {
  /** Closes every open tab of a user, on every instance (a suspended account). */
  disconnectUser(userId: string): void;
  /** The socket.io server once the app is ready (tests look at its adapter). */
  readonly io: Server | undefined;
};

/** What the plugin needs from the modules, given by app.ts (the framework layer imports no module). */
export type RealtimeOptions = {
  /** The user a socket token names, or null (auth module). */
  verifySocketToken: (token: string, secret: string) => Promise<{ userId: string } | null>;
  /** A notification's sentence in one language (notifications module). */
  notificationText: (lang: string, n: { messageKey: string; params: Record<string, string | number>; text: string }) => string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes events to a signed-in user's open tabs (socket.io; see issue 3 §9). */
    realtime: RealtimeService;
  }
}

/** The postgres adapter keeps payloads over NOTIFY's 8000-byte limit here (its documented table). */
const ATTACHMENTS_TABLE = `CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT NOW(),
  payload bytea
)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const userRoom = (userId: string) => `user:${userId}`;
const langRoom = (userId: string, lang: string) => `user:${userId}:${lang}`;

type Localized = { messageKey: string; params?: Record<string, string | number>; text?: string } & Record<string, unknown>;
const isLocalized = (payload: unknown): payload is Localized =>
  typeof payload === 'object' && payload !== null && typeof (payload as Localized).messageKey === 'string';

async function createAttachmentsTable(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    // Several instances may start together: one creates the table, the others wait and find it.
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.socketIoAttachments]);
    await client.query(ATTACHMENTS_TABLE);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Real-time delivery to browsers: socket.io at /socket.io on the app's own HTTP server. A tab
 * connects with `auth: { token: <socket token>, lang }` and joins `user:<id>` and
 * `user:<id>:<lang>`; a notification is sent to each language room with its text in that
 * language. With PostgreSQL the postgres adapter carries emits between instances (NOTIFY).
 */
export default fp<RealtimeOptions>(async (app, { verifySocketToken, notificationText }) => {
  let io: Server | undefined;
  let pool: pg.Pool | undefined;

  const service: RealtimeService = {
    get io() {
      return io;
    },
    emitToUser(userId, event, payload) {
      if (!io) return;
      if (!isLocalized(payload)) {
        io.to(userRoom(userId)).emit(event, payload);
        return;
      }
      const { messageKey, params, ...rest } = payload;
      for (const lang of UI_LANGUAGES) {
        const text = notificationText(lang, { messageKey, params: params ?? {}, text: String(rest.text ?? '') });
        io.to(langRoom(userId, lang)).emit(event, { ...rest, text });
      }
    },
    disconnectUser(userId) {
      io?.in(userRoom(userId)).disconnectSockets(true);
    },
  };
  app.decorate('realtime', service);

  const authenticate = async (socket: Socket): Promise<boolean> => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; lang?: unknown };
    if (typeof auth.token !== 'string' || auth.token.length > 4000) return false;
    const verified = await verifySocketToken(auth.token, app.config.jwtSecret);
    const userId = verified?.userId;
    if (!userId || !UUID.test(userId)) return false;
    const [user] = await app.db
      .select({ status: users.status, notificationLanguage: users.notificationLanguage })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user || user.status !== 'active') return false;
    socket.data.userId = userId;
    socket.data.lang = uiLanguage(typeof auth.lang === 'string' ? auth.lang : user.notificationLanguage);
    return true;
  };

  // The HTTP server exists from the start; listening may come later, or never (inject-only tests).
  app.addHook('onReady', async () => {
    const server = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      ...(app.config.corsOrigins.length ? { cors: { origin: app.config.corsOrigins, credentials: true } } : {}),
    });
    if (app.config.databaseUrl) {
      pool = new pg.Pool({ connectionString: app.config.databaseUrl, max: 3, idleTimeoutMillis: 30_000 });
      pool.on('error', (err) => app.log.warn({ err }, 'real-time database connection lost'));
      // The adapter's LISTEN client is checked out of the pool, where the pool's listener does not
      // reach it: without its own, a dropped connection is an unhandled 'error' that ends the process.
      pool.on('connect', (client) => client.on('error', (err) => app.log.warn({ err }, 'real-time database connection lost')));
      await createAttachmentsTable(pool);
      server.adapter(createAdapter(pool, { errorHandler: (err) => app.log.warn({ err }, 'real-time adapter error') }));
    }
    server.use((socket, next) => {
      authenticate(socket).then(
        (ok) => next(ok ? undefined : new Error('unauthorized')),
        (err: unknown) => {
          app.log.warn({ err }, 'socket authentication failed');
          next(new Error('unavailable'));
        },
      );
    });
    server.on('connection', (socket) => {
      const { userId, lang } = socket.data as { userId: string; lang: string };
      void socket.join([userRoom(userId), langRoom(userId, lang)]);
    });
    io = server;
  });

  // Before Fastify closes the HTTP server: end open sockets (they would keep it open) and the adapter.
  app.addHook('preClose', async () => {
    const server = io;
    io = undefined;
    if (server) {
      const main = server.of('/');
      main.sockets.forEach((socket) => socket.disconnect(true));
      await main.adapter.close();
      server.engine.close();
    }
    await pool?.end().catch(() => undefined);
    pool = undefined;
  });
});
