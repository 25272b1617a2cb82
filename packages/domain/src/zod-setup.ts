import * as z from './zod-namespace';

/**
 * Every zod issue's message becomes an i18n key (validation.*), so the API, the site and the
 * console translate the same message into the user's language. Schemas may still give their own
 * key; this map only fills the defaults.
 */
export function issueKey(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : 'validation.invalidType';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.tooFew';
      return 'validation.tooSmall';
    case 'too_big':
      if (issue.origin === 'string') return 'validation.tooLong';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.tooMany';
      return 'validation.tooBig';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.invalidEmail';
      if (issue.format === 'url') return 'validation.invalidUrl';
      return 'validation.invalidFormat';
    case 'invalid_value':
      return 'validation.invalidOption';
    case 'not_multiple_of':
      return 'validation.notMultipleOf';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalid';
  }
}

z.config({ customError: (issue) => issueKey(issue) });

export { z };
