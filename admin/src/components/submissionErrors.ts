import { HttpError } from 'react-admin';

/**
 * The API's field errors for a dialog's one input (httpClient maps them to {field: message}), in
 * the shape react-admin's Form puts under its inputs; null when the error is not about that
 * input, and the caller shows it as a notification instead.
 */
export function submissionErrors(error: unknown, field: string | undefined): Record<string, string> | null {
  if (!field || !(error instanceof HttpError)) return null;
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
  const message = errors?.[field];
  return typeof message === 'string' && message ? { [field]: message } : null;
}
