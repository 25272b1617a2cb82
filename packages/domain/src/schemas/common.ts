import { z } from '../zod-setup';

/**
 * An optional field: absent, null or '' (what forms send for an empty field) is stored as null.
 * Absent must be accepted too: Conform drops empty fields and API clients leave them out.
 */
export const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable())
    .optional()
    .transform((v) => v ?? null);

/**
 * Control characters no text may hold: C0 (tab, newline and carriage return excepted), DEL and C1.
 * PostgreSQL refuses NUL in text; the others only hide or garble what people see.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Whether a text holds a control character (see CONTROL_CHARACTER); the API refuses such input. */
export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** Bidirectional embedding, override and isolate characters: they could reorder what others see. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Removes bidirectional override/isolate characters from a name or comment shown to others. */
export const stripBidiControls = (value: string): string => value.replace(BIDI_CONTROLS, '');

export const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max);

export const langCode = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'validation.languageCode');

export const slug = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.slug');

export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.hexColour');

export const email = z.string().trim().toLowerCase().min(1, 'validation.required').max(254).pipe(z.email('validation.invalidEmail'));

/** Absolute http(s) URL only: never javascript: or data:. */
export const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'validation.invalidUrl' }).max(2000);

/** A link target: a site path ("/raise-capital") or an http(s) URL. */
export const linkTarget = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'validation.invalidUrl');

/** An image: an uploaded file (/uploads/...), a bundled asset (/...) or an https URL. */
export const imageRef = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\/[^\s]+$/i.test(v), 'validation.invalidImage');

export const sortOrder = z.coerce.number().int().min(0).max(100_000).default(0);

/** Comma- or space-separated IPv4/IPv6 addresses. */
export const ipList = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) =>
      v
        .split(/[\s,]+/)
        .filter(Boolean)
        .every((ip) => z.ipv4().safeParse(ip).success || z.ipv6().safeParse(ip).success),
    'validation.ipList',
  );

/** Google Analytics measurement id (G-..., UA-...); never raw script. */
export const analyticsId = z
  .string()
  .trim()
  .regex(/^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$/i, 'validation.analyticsId');

/** The image captcha's id and text, or the reCAPTCHA widget's token (g-recaptcha-response), by the provider staff chose. */
export const captchaAnswer = z.object({
  captchaId: z.string().uuid('validation.captchaRequired').optional(),
  captchaText: z.string().trim().max(12).optional(),
  captchaToken: z.string().trim().max(4000).optional(),
});

/** Query params shared by public lists (page from 1). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
