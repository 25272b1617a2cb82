import type { Database } from '@cf/db';
import type { UserType } from '@cf/domain';
import type { TFunction, UiLanguage } from '@cf/i18n';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { PageCache } from './lib/page-cache';
import type { PublicCache } from './lib/public-cache';

/** The signed-in caller, as the auth hooks (plugins/auth.ts) set it on the request. */
export type AuthUser = {
  id: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  userType: UserType | null;
};

/** The Fastify instance with the zod type provider: route handlers get typed params and bodies. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    publicCache: PublicCache;
    pageCache: PageCache;
  }
  interface FastifyRequest {
    /** Content language asked for (?language=, else cookie, else Accept-Language), or 'en'. */
    lang: string;
    /** The UI language for messages. */
    uiLang: UiLanguage;
    t: TFunction;
    /** The signed-in user, set by the auth hooks on routes that need one. */
    user: AuthUser | null;
    /** The visitor's address: the forwarded one for in-process site calls and trusted proxies. */
    clientIp: string;
  }
}
