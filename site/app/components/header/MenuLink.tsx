import { NavLink } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '~/lib/api-types';

type Props = { item: Pick<MenuItem, 'url' | 'urlTarget' | 'title'>; className?: string; children?: ReactNode };

/**
 * A staff-made menu link. Site paths go through the router; others are plain anchors. A new tab
 * gets rel=noopener (the opened page cannot reach back) and says so to screen readers.
 */
export function MenuLink({ item, className, children }: Props) {
  const { t } = useTranslation();
  const content = children ?? item.title;
  const internal = item.url.startsWith('/') && !item.url.startsWith('//');
  if (item.urlTarget === '_blank') {
    return (
      <a href={item.url} target="_blank" rel="noopener noreferrer" className={className}>
        {content}
        <span className="sr-only"> {t('site.newTab')}</span>
      </a>
    );
  }
  if (internal) {
    return (
      <NavLink to={item.url} prefetch="intent" className={className}>
        {content}
      </NavLink>
    );
  }
  return (
    <a href={item.url} className={className}>
      {content}
    </a>
  );
}
