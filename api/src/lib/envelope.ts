import { z } from 'zod';

/** Success body of the design: { status: "success", data: { data } }. */
export const ok = <T>(data: T) => ({ status: 'success' as const, data: { data } });

export const okList = <T>(items: T[], meta: { total: number; page: number; limit: number }) => ({
  status: 'success' as const,
  data: { data: items, ...meta },
});

export const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data: z.object({ data }) });

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.literal('success'),
    data: z.object({ data: z.array(item), total: z.number(), page: z.number(), limit: z.number() }),
  });

export const errorBody = z.object({
  status: z.enum(['fail', 'error']),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** Login of an account not yet activated: the client offers to send the link again. */
  showResendLink: z.boolean().optional(),
  /** Lock-outs say when to try again. */
  retryAfterSeconds: z.number().optional(),
});

/** The standard error responses every route may give, for the OpenAPI document. */
export const errorResponses = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
