import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CertificatesTable } from '~/components/certificates/CertificatesTable';
import { accountApi } from '~/lib/account/api.server';
import { siteExtras } from '~/lib/account/site.server';
import type { Certificate } from '~/lib/certificates/types';
import { siteMeta } from '~/lib/meta';
import { pageMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

// The page's texts travel with its own data, not in the root's: the title is read from there.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title ?? null });

/** /share-certificates (spec §2): the signed-in investor's live share certificates, each a PDF (visitors sign in first). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const [items, site] = await Promise.all([api.get<Certificate[]>('/equity/share-certificate'), siteExtras(request, context, api.lang)]);
  const messages = pageMessages(api.lang, { certificates: ['title', 'intro', 'empty', 'types', 'list'] });
  return {
    items: items ?? [],
    lang: api.lang,
    timezone: site.timezone,
    messages,
    title: (messages.certificates as { title: string }).title,
  };
}

export default function ShareCertificates() {
  const { t } = useTranslation();
  const { items, lang, timezone, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('certificates.title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t('certificates.intro')}</p>
      <div className="mt-8">
        <CertificatesTable items={items} lang={lang} timezone={timezone} />
      </div>
    </div>
  );
}
