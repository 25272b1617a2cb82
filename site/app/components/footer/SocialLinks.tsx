import { useTranslation } from 'react-i18next';
import type { MenuItem } from '~/lib/api-types';
import { SocialIcon } from '../icons/social-icons';

/** Icon links to the operator's social pages; each is named by its menu title. */
export function SocialLinks({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div className="mt-6">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('site.footer.followUs')}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => {
          const blank = item.urlTarget === '_blank';
          return (
            <li key={item.id}>
              <a
                href={item.url}
                {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="grid h-10 w-10 place-items-center rounded-full bg-slate-800 text-slate-200 hover:bg-slate-700 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
              >
                <SocialIcon name={item.socialIcon} />
                <span className="sr-only">
                  {item.title}
                  {blank ? ` ${t('site.newTab')}` : ''}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
