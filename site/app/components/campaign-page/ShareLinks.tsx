import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/lib/use-hydrated';
import { SocialIcon } from '../icons/social-icons';
import { Icon } from '../icons/Icon';

const link =
  'inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100';

/**
 * Plain share links (no third-party scripts): Facebook, X, LinkedIn, e-mail, and the address to
 * copy (the field always, a copy button once scripts run).
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const u = encodeURIComponent(url);
  const targets = [
    { key: 'facebook', icon: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: 'x', icon: 'twitter', href: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { key: 'linkedin', icon: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section aria-labelledby="share-heading" className="space-y-3">
      <h2 id="share-heading" className="text-sm font-semibold text-slate-900">
        {t('browse.share.title')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {targets.map((target) => (
          <li key={target.key}>
            <a href={target.href} target="_blank" rel="noopener noreferrer" className={link}>
              <SocialIcon name={target.icon} className="h-4 w-4" />
              {t(`browse.share.${target.key}`)}
              <span className="sr-only"> {t('browse.share.newTab')}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${u}`} className={link}>
            <Icon className="h-4 w-4">
              <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3-8-5.3ZM5.6 7 12 11.3 18.4 7H5.6Z" />
            </Icon>
            {t('browse.share.email')}
          </a>
        </li>
        {hydrated ? (
          <li>
            <button type="button" onClick={() => void copy()} className={link}>
              <Icon className="h-4 w-4">
                <path d="M8 3h10a2 2 0 0 1 2 2v12h-2V5H8V3Zm-3 4h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2Zm0 2v10h10V9H5Z" />
              </Icon>
              {t('browse.share.copy')}
            </button>
          </li>
        ) : null}
      </ul>
      <p aria-live="polite" className="text-sm font-medium text-emerald-800">
        {copied ? t('browse.share.copied') : ''}
      </p>
      <label className="block text-sm text-slate-700">
        {t('browse.share.address')}
        <input
          readOnly
          value={url}
          dir="ltr"
          className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1 text-sm"
        />
      </label>
    </section>
  );
}
