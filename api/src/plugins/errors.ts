import { AppError } from '@cf/domain';
import { translateKey } from '@cf/i18n';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translateDbError } from '../lib/db-errors';

type FieldError = { field: string; message: string };

function send(reply: FastifyReply, status: number, message: string, errors?: FieldError[], extra: Record<string, unknown> = {}) {
  return reply.status(status).send({ status: status >= 500 ? 'error' : 'fail', message, ...(errors?.length ? { errors } : {}), ...extra });
}

/** One handler turns every error into the envelope, in the caller's language; 5xx hide details. */
export default fp(async (app) => {
  app.setErrorHandler((rawError: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = request.t;
    const error = translateDbError(rawError) as FastifyError | AppError;

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: translateKey(v.message ?? '', t, v.params),
      }));
      return send(reply, 400, errors[0]?.message ?? t('errors.invalidInput'), errors);
    }
    if (error instanceof AppError) {
      const errors = error.fieldErrors.map((f) => ({ field: f.field, message: translateKey(f.message, t, f.params) }));
      // An error whose message is one of its field errors ("Shares are available only (3).") says it with that field's values.
      const same = error.fieldErrors.findIndex((f) => f.message === error.messageKey);
      if (typeof error.extra.retryAfterSeconds === 'number') reply.header('retry-after', String(error.extra.retryAfterSeconds));
      return send(reply, error.status, same >= 0 ? errors[same]!.message : t(error.messageKey), errors, error.extra);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return send(reply, 429, t('errors.tooManyRequests'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large...: the client's mistake, said plainly.
      request.log.info({ err: error }, 'client error');
      return send(reply, status, status === 404 ? t('errors.notFound') : t('errors.invalidInput'));
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'unhandled error');
    return send(reply, 500, t('errors.internal'));
  });

  app.setNotFoundHandler((request, reply) => send(reply, 404, request.t('errors.notFound')));
});
