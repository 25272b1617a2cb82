import { useTranslation } from 'react-i18next';
import type { RootData } from '~/lib/root-data.server';

/** One link of the header, on wide screens and in the mobile menu alike. */
export type NavEntry = { key: string; item: { url: string; urlTarget: '_self' | '_blank'; title: string } };

/** The links of spec §2: staff menu items and Browse when signed out; Browse, and Create campaign for owners, when signed in. */
export function useNavEntries(root: RootData): NavEntry[] {
  const { t } = useTranslation();
  const browse: NavEntry = { key: 'browse', item: { url: '/browse-companies', urlTarget: '_self', title: t('site.header.browse') } };
  if (root.user) {
    const create: NavEntry = {
      key: 'create',
      item: { url: '/project-guidelines', urlTarget: '_self', title: t('site.header.createCampaign') },
    };
    return root.user.createCampaign ? [browse, create] : [browse];
  }
  const staff = root.menus
    .filter((m) => m.position === 'header')
    .flatMap((m) => m.items)
    .map((item) => ({ key: `menu-${item.id}`, item }));
  return [...staff, browse];
}
