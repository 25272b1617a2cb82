import { type FieldError, ValidationError } from '@cf/domain';
import type { z } from 'zod';

/** A zod error as field errors: the dotted path, the message key, and the issue as the message's parameters (minimum, maximum...). */
export const fieldErrorsOf = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message, params: { ...issue } }));

/** Parses input the route schemas cannot reach (multipart fields, a merged record): 400 with field errors when invalid. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  return parsed.data;
}
