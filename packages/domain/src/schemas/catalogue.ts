import { CURRENCY_FORMATS, LOOKUP_TYPES, MENU_POSITIONS, SOCIAL_ICONS } from '../constants';
import { z } from '../zod-setup';
import { emptyToNull, imageRef, langCode, linkTarget, requiredText, slug, sortOrder } from './common';
import { LINK_TARGETS, MENU_LINK_TYPES, TEXT_DIRECTIONS } from './vocabularies';

export const languageInput = z.object({
  code: langCode,
  name: requiredText(40),
  nativeName: requiredText(40),
  direction: z.enum(TEXT_DIRECTIONS),
  isDefault: z.boolean().default(false),
  active: z.boolean().default(true),
  sortOrder,
});

export const currencyInput = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'validation.currencyCode'),
  name: requiredText(60),
  symbol: requiredText(8),
  displayFormat: z.enum(CURRENCY_FORMATS),
  decimals: z.coerce.number().int().min(0).max(4),
  active: z.boolean().default(true),
});

export const menuItemInput = z
  .object({
    linkType: z.enum(MENU_LINK_TYPES),
    title: requiredText(60),
    customUrl: emptyToNull(linkTarget),
    urlTarget: z.enum(LINK_TARGETS).default('_self'),
    contentPageSlug: emptyToNull(slug),
    socialIcon: emptyToNull(z.enum(SOCIAL_ICONS)),
    sortOrder,
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.linkType === 'custom' && !v.customUrl) ctx.addIssue({ code: 'custom', path: ['customUrl'], message: 'validation.required' });
    if (v.linkType === 'page' && !v.contentPageSlug)
      ctx.addIssue({ code: 'custom', path: ['contentPageSlug'], message: 'validation.required' });
  });

/** A menu is a position (header, footer column, social) in one language with its items. */
export const menuInput = z
  .object({
    position: z.enum(MENU_POSITIONS),
    lang: langCode,
    title: requiredText(60),
    sortOrder,
    items: z.array(menuItemInput).max(50).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.position !== 'social') return;
    v.items.forEach((item, i) => {
      if (!item.socialIcon) ctx.addIssue({ code: 'custom', path: ['items', i, 'socialIcon'], message: 'validation.required' });
    });
  });

export const contentPageInput = z.object({
  lang: langCode,
  slug,
  title: requiredText(120),
  /** Markdown; rendered to sanitised HTML by the API. */
  body: z.string().trim().min(1, 'validation.required').max(100_000),
  metaTitle: emptyToNull(z.string().trim().max(120)),
  metaDescription: emptyToNull(z.string().trim().max(300)),
  published: z.boolean().default(true),
  showInFooter: z.boolean().default(false),
  sortOrder,
});

export const faqInput = z.object({
  lang: langCode,
  question: requiredText(300),
  answer: z.string().trim().min(1, 'validation.required').max(10_000),
  showInFooter: z.boolean().default(false),
  sortOrder,
});

export const helpCategoryInput = z.object({
  lang: langCode,
  slug,
  name: requiredText(80),
  description: emptyToNull(z.string().trim().max(300)),
  sortOrder,
});

export const helpQuestionInput = z.object({
  categoryId: z.coerce.number().int().positive(),
  question: requiredText(300),
  answer: z.string().trim().min(1, 'validation.required').max(20_000),
  sortOrder,
});

export const sliderInput = z.object({
  lang: langCode,
  title: requiredText(120),
  description: emptyToNull(z.string().trim().max(400)),
  image: imageRef,
  buttonText: emptyToNull(z.string().trim().max(40)),
  buttonUrl: emptyToNull(linkTarget),
  active: z.boolean().default(true),
  sortOrder,
});

/** Lookup names per language; English is the fallback and so required. */
export const translatedNames = z
  .record(langCode, z.string().trim().max(120))
  .refine((names) => Boolean(names.en?.trim()), { message: 'validation.englishNameRequired', path: ['en'] });

export const lookupInput = z.object({
  type: z.enum(LOOKUP_TYPES),
  slug,
  names: translatedNames,
  /** For countries: ISO 3166 alpha-2; for deal types: an icon name. */
  code: emptyToNull(z.string().trim().max(20)),
  active: z.boolean().default(true),
  sortOrder,
});

export const customImageInput = z.object({
  slot: slug,
  title: requiredText(80),
  image: imageRef,
});
