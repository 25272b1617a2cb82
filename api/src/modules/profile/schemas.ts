import { USER_TYPES } from '@cf/domain';
import { z } from 'zod';

export const linksOut = z.object({
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  youtube: z.string().nullable(),
  website: z.string().nullable(),
});
export type Links = z.infer<typeof linksOut>;

/** The signed-in user's own profile, as the settings pages show it: never hashes or secrets. */
export const ownProfileOut = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  slug: z.string(),
  phoneNumber: z.string().nullable(),
  description: z.string().nullable(),
  zipcode: z.string().nullable(),
  photo: z.string().nullable(),
  coverPhoto: z.string().nullable(),
  userType: z.enum(USER_TYPES).nullable(),
  notificationLanguage: z.string(),
  links: linksOut,
  createdAt: z.date(),
});
export type OwnProfile = z.infer<typeof ownProfileOut>;

type LinkColumns = { [K in keyof Links]: string | null };

export const linksOf = (u: LinkColumns): Links => ({
  facebook: u.facebook,
  twitter: u.twitter,
  linkedin: u.linkedin,
  youtube: u.youtube,
  website: u.website,
});

export const pickOwnProfile = (u: Omit<OwnProfile, 'links'> & LinkColumns): OwnProfile => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  slug: u.slug,
  phoneNumber: u.phoneNumber,
  description: u.description,
  zipcode: u.zipcode,
  photo: u.photo,
  coverPhoto: u.coverPhoto,
  userType: u.userType,
  notificationLanguage: u.notificationLanguage,
  links: linksOf(u),
  createdAt: u.createdAt,
});
