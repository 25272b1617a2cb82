import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { translateKey } from '../i18n';

/** Spaces alone are empty too: the schemas trim before checking a length. */
const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The value a form holds at an issue's path (for "empty" checks). */
function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let current = values;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * An empty field that a number or an option rejects is "required", not "must be at least 0"
 * (z.coerce.number() turns null into 0 before checking it).
 */
function messageKey(issue: z.core.$ZodIssue, values: unknown): string {
  const emptyCheck = issue.code === 'too_small' || issue.code === 'invalid_type' || issue.code === 'invalid_value';
  if (emptyCheck && issue.message !== 'validation.required' && isEmpty(valueAt(values, issue.path))) return 'validation.required';
  return issue.message;
}

/**
 * A react-hook-form resolver for the shared zod schemas of @cf/domain (zod 4).
 *
 * Like @hookform/resolvers' zodResolver it submits the parsed output (trimmed strings, '' as
 * null, numbers coerced), but it translates each issue itself: the schemas' messages are i18n
 * keys (validation.*) and some need the issue's parameters ({{minimum}}, {{maximum}}), which
 * zodResolver drops.
 */
export function formResolver(schema: z.ZodType): Resolver<FieldValues> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as FieldValues, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (errors[path]) continue;
      const params = issue as unknown as Record<string, unknown>;
      errors[path] = { type: issue.code, message: translateKey(messageKey(issue, values), params) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
