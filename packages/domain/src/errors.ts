/**
 * Domain errors: a literal code, an HTTP status and an i18n key. One API handler turns them into
 * the error envelope, translated into the caller's language.
 */
export type FieldError = { field: string; message: string; params?: Record<string, unknown> };

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    /** i18n key of the user-visible message (errors.*). */
    readonly messageKey: string,
    readonly fieldErrors: FieldError[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

export class ValidationError extends AppError {
  constructor(fieldErrors: FieldError[], messageKey = 'errors.invalidInput') {
    super('VALIDATION', 400, messageKey, fieldErrors);
  }
}

export class NotFoundError extends AppError {
  constructor(messageKey = 'errors.notFound') {
    super('NOT_FOUND', 404, messageKey);
  }
}

export class UnauthorizedError extends AppError {
  constructor(messageKey = 'errors.unauthorized', extra: Record<string, unknown> = {}) {
    super('UNAUTHORIZED', 401, messageKey, [], extra);
  }
}

export class ForbiddenError extends AppError {
  constructor(messageKey = 'errors.forbidden') {
    super('FORBIDDEN', 403, messageKey);
  }
}

export class ConflictError extends AppError {
  constructor(messageKey: string, fieldErrors: FieldError[] = []) {
    super('CONFLICT', 409, messageKey, fieldErrors);
  }
}
