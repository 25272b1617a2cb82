import { useGetIdentity, UserMenu, useTranslate } from 'react-admin';

/** The account button's accessible name includes the name it shows (WCAG 2.5.3 label in name). */
export const ConsoleUserMenu = () => {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return <UserMenu label={identity?.fullName ? translate('console.labels.userMenu', { name: identity.fullName }) : undefined} />;
};
