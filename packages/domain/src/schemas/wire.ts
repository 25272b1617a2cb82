import { CURRENCY_FORMATS } from '../constants';
import { z } from '../zod-setup';

/**
 * What a client receives for an answer schema's output: the API's response schemas hold Date
 * objects (what the services return), JSON carries them as ISO strings. So a site or console
 * type is `Wire<z.infer<typeof someOut>>` (see docs/decisions/008-shapes-in-domain.md).
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** The client type of an answer schema. */
export type WireOf<S extends z.ZodType> = Wire<z.output<S>>;

/** Pieces shared by many answers. */
export const nullableString = z.string().nullable();
export const nullableNumber = z.number().nullable();

export const currencyOut = z.object({
  code: z.string(),
  symbol: z.string(),
  displayFormat: z.enum(CURRENCY_FORMATS),
  decimals: z.number(),
});

/** A lookup as a page names it (category, industry, stage…), in the reader's language. */
export const namedOut = z.object({ id: z.number(), name: z.string() }).nullable();

/** Someone named on a page: a comment's author, a follower, an investor. */
export const personOut = z.object({ id: z.string(), slug: z.string(), firstName: z.string(), lastName: z.string(), photo: nullableString });

/** The list envelope's inner page, as the site's API client returns it. */
export type Paged<T> = { items: T[]; total: number; page: number; limit: number };
