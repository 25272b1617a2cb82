import { hasControlCharacter, ValidationError } from '@cf/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const refuse = (field: string) => new ValidationError([{ field, message: 'validation.controlCharacters' }]);

/** Throws a 400 naming the first field (a.b.0.c) whose text or key holds a control character. */
function check(value: unknown, path: string[] = [], depth = 0): void {
  if (typeof value === 'string') {
    if (hasControlCharacter(value)) throw refuse(path.join('.'));
    return;
  }
  if (value === null || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => check(item, [...path, String(i)], depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacter(key)) throw refuse([...path, key].join('.'));
    check(item, [...path, key], depth + 1);
  }
}

type PartsIterator = FastifyRequest['parts'];

/**
 * No text the API accepts may hold NUL or another control character (tab, newline and carriage
 * return excepted): PostgreSQL refuses NUL in text (a 500), and the others only hide or garble
 * what people see. One hook in the /api/v1 scope checks the parsed query, route params and body
 * of every route, whatever its schema (or lack of one), before validation; multipart text fields
 * and file names, read later by the handler, are checked as they are read, and the form is refused
 * once it has been read to its end.
 */
export default fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    check(request.params);
    check(request.query);
    if (request.isMultipart()) {
      const parts = request.parts.bind(request) as PartsIterator;
      request.parts = async function* (...args: Parameters<PartsIterator>) {
        let bad: string | null = null;
        for await (const part of parts(...args)) {
          if (bad === null) {
            if (hasControlCharacter(part.fieldname)) bad = part.fieldname;
            else if (part.type === 'field' && typeof part.value === 'string' && hasControlCharacter(part.value)) bad = part.fieldname;
            else if (part.type === 'file' && hasControlCharacter(part.filename ?? '')) bad = part.fieldname;
          }
          yield part;
        }
        if (bad !== null) throw refuse(bad);
      } as PartsIterator;
    } else {
      check(request.body);
    }
  });
});
