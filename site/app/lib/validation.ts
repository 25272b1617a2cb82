import { translateKey, type TFunction } from '@cf/i18n';
import { parseWithZod } from '@conform-to/zod/v4';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';

/**
 * Parses a form with the domain's zod schema, in the browser and again on the server. Zod issue
 * messages are i18n keys (validation.*); they are translated here with the issue's own numbers
 * ({{maximum}}...), so both sides print the same sentence.
 */
export function parseForm<Schema extends $ZodType>(formData: FormData, schema: Schema, t: TFunction) {
  return parseWithZod(formData, {
    schema,
    formatError: (issues: $ZodIssue[]) =>
      issues.map((issue) => translateKey(issue.message, t, issue as unknown as Record<string, unknown>)),
  });
}
