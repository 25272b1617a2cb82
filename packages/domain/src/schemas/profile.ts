import { LIMITS, NOTIFICATION_FREQUENCIES } from '../constants';
import { isReservedSlug } from '../reserved-slugs';
import { z } from '../zod-setup';
import { email, emptyToNull, httpUrl, langCode, stripBidiControls } from './common';

/** Profile and settings limits (issue 3 item 6); spec §9 numbers live in LIMITS. */
export const PROFILE_LIMITS = {
  descriptionMax: 1000,
  slugMax: 60,
  invitesMax: 20,
  deletionReasonMax: 1000,
  searchMax: 100,
  photoMinSide: 200,
  coverMinWidth: 1350,
  coverMinHeight: 400,
  /** An e-mail change link works once, for this long. */
  emailChangeTokenHours: 24,
  /** Activity log page size (spec §7 "user-activity"; the other page sizes are in PAGE_SIZE). */
  activityPageSize: 10,
} as const;

/**
 * A PATCH field: absent leaves the value as it is, '' or null clears it (stored as null).
 * (emptyToNull in common.ts turns absent into null, which would clear on every PATCH.)
 */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable()).optional();

/** Shown to others: bidirectional overrides are dropped so a name cannot reorder the text around it. */
const personName = z.string().overwrite(stripBidiControls).trim().min(1, 'validation.required').max(LIMITS.nameMax, 'validation.tooLong');

/**
 * Spec §5 "Slug: letters, digits and dash only, required"; kept lower-case so it is unique whatever
 * the case. A page name or a staff word (admin, support...) is refused: /profile/admin is no member's.
 */
export const profileSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(PROFILE_LIMITS.slugMax, 'validation.tooLong')
  .regex(/^[a-z0-9-]*$/, 'validation.slug')
  .refine((value) => !isReservedSlug(value), 'validation.slugReserved');

/** A phone number: an optional +, then 7 to 15 digits (E.164), spaces, dots, dashes and brackets allowed between. */
export const profilePhone = z
  .string()
  .trim()
  .max(30, 'identity.profile.phoneInvalid')
  .refine((v) => /^\+?[0-9 ().-]+$/.test(v) && /^\+?\d{7,15}$/.test(v.replace(/[ ().-]/g, '')), 'identity.profile.phoneInvalid');

/** Spec §5 "Zip code: 6 characters" (exactly). */
export const profileZipCode = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    // `length` is a top-level property of the issue so the message can say {{length}}.
    if (v.length !== LIMITS.zipCodeLength)
      ctx.addIssue({ code: 'custom', message: 'identity.profile.zipLength', input: v, length: LIMITS.zipCodeLength });
  });

/**
 * PATCH /users/updateMe. "Profile name: at least 3 characters" (spec §5, §9) is read as the name
 * the profile shows, first and last name together (spaces not counted): the user entity has no
 * separate display name, and each name on its own may be a single letter ("Li", "X").
 */
export const updateMeInput = z
  .object({
    firstName: personName,
    lastName: personName,
    description: clearable(z.string().trim().max(PROFILE_LIMITS.descriptionMax, 'validation.tooLong')),
    zipcode: clearable(profileZipCode),
    phoneNumber: clearable(profilePhone),
    slug: profileSlug,
    /** The public profile lists the person's named investments (issue 10 §5); unchanged when absent. */
    showInvestments: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    // Only once both names are there: an empty one already says "required".
    if (!v.firstName || !v.lastName) return;
    const length = `${v.firstName}${v.lastName}`.replace(/\s+/g, '').length;
    if (length < LIMITS.profileNameMin)
      ctx.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum: LIMITS.profileNameMin,
        inclusive: true,
        input: v.firstName,
        path: ['firstName'],
        message: 'identity.profile.nameTooShort',
      });
  });
export type UpdateMeInput = z.infer<typeof updateMeInput>;

/** Hosts of each social network; subdomains (www., m., fr-fr.) are accepted too. */
export const SOCIAL_HOSTS = {
  facebook: ['facebook.com', 'fb.com'],
  twitter: ['twitter.com', 'x.com'],
  linkedin: ['linkedin.com'],
  youtube: ['youtube.com', 'youtu.be'],
} as const;
export type SocialNetwork = keyof typeof SOCIAL_HOSTS;

/** True when `value` is an https URL on one of the network's hosts (spec §5 "Social URLs must match their network"). */
export function isNetworkUrl(network: SocialNetwork, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return SOCIAL_HOSTS[network].some((domain) => host === domain || host.endsWith(`.${domain}`));
}

const networkUrl = (network: SocialNetwork) =>
  z
    .string()
    .trim()
    .max(2000, 'validation.tooLong')
    .refine((v) => isNetworkUrl(network, v), `identity.profile.${network}Url`);

/** PATCH /users/outside-links: absent leaves a link as it is, '' clears it. */
export const outsideLinksInput = z.object({
  facebook: clearable(networkUrl('facebook')),
  twitter: clearable(networkUrl('twitter')),
  linkedin: clearable(networkUrl('linkedin')),
  youtube: clearable(networkUrl('youtube')),
  website: clearable(z.string().trim().pipe(httpUrl)),
});
export type OutsideLinksInput = z.infer<typeof outsideLinksInput>;

const password = z.string().min(1, 'validation.required').max(1024, 'validation.tooLong');

/** POST /users/change-email: the password is asked again (spec: changing e-mail asks for the password). */
export const changeEmailInput = z.object({ password, newEmail: email });

export const confirmEmailChangeInput = z.object({ token: z.string().trim().min(1, 'validation.required').max(200, 'validation.invalid') });

/** PATCH /email-preferences/:id; every field optional. The language must also be an active site language (checked by the API). */
export const emailPreferencesInput = z.object({
  notificationFrequency: z.enum(NOTIFICATION_FREQUENCIES, 'validation.invalidOption').optional(),
  notificationLanguage: langCode.optional(),
  campaignUpdates: z.boolean().optional(),
  investmentNotices: z.boolean().optional(),
  commentReplies: z.boolean().optional(),
  newFollowers: z.boolean().optional(),
  platformNews: z.boolean().optional(),
});
export type EmailPreferencesInput = z.infer<typeof emailPreferencesInput>;

/**
 * Spec §5 "Invite: multiple e-mails separated by commas". Gives the list of lower-cased addresses;
 * each bad one is reported at `emails.<index>` (index in the list of non-empty entries).
 */
export const inviteEmails = z.string().transform((raw, ctx) => {
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'validation.required', input: raw });
    return z.NEVER;
  }
  if (list.length > PROFILE_LIMITS.invitesMax) {
    ctx.addIssue({
      code: 'too_big',
      origin: 'array',
      maximum: PROFILE_LIMITS.invitesMax,
      inclusive: true,
      input: raw,
      message: 'identity.invites.tooMany',
    });
    return z.NEVER;
  }
  const out: string[] = [];
  list.forEach((value, index) => {
    const parsed = email.safeParse(value);
    if (parsed.success) out.push(parsed.data);
    else ctx.addIssue({ code: 'custom', message: 'validation.invalidEmail', input: value, path: [index] });
  });
  return out;
});
export const sendInvitesInput = z.object({ emails: inviteEmails });

export const deleteAccountRequestInput = z.object({
  password,
  reason: emptyToNull(z.string().trim().max(PROFILE_LIMITS.deletionReasonMax, 'validation.tooLong')),
});

const listPage = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxListLimit).optional(),
};

export const profileNetworkQuery = z.object({
  type: z.enum(['followers', 'following'], 'validation.invalidOption').default('followers'),
  ...listPage,
});

export const userSearchQuery = z.object({
  q: z.string().trim().max(PROFILE_LIMITS.searchMax, 'validation.tooLong').optional(),
  ...listPage,
});

export const activityQuery = z.object(listPage);
