import { type Links, linksOut, type OwnProfileOut as OwnProfile, ownProfileOut } from '@cf/domain';

/** The profile answers are the domain's (schemas/account-answers.ts). */
export { type Links, linksOut, type OwnProfile, ownProfileOut };

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
  showInvestments: u.showInvestments,
});
