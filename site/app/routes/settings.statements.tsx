import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { SettingsLayout, SETTINGS_LAYOUT_MESSAGES } from '~/components/settings/SettingsLayout';
import { StatementsTable } from '~/components/statements/StatementsTable';
import { accountApi } from '~/lib/account/api.server';
import { siteExtras } from '~/lib/account/site.server';
import { siteMeta } from '~/lib/meta';
import { pageMessages, withAccountMessages } from '~/lib/page-messages.server';
import type { StatementItem } from '~/lib/statements/types';
import { usePageMessages } from '~/lib/use-page-messages';

// The page's texts travel with its own data, not in the root's: the title is read from there.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title ?? null });

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const [items, site] = await Promise.all([api.get<StatementItem[]>('/statements'), siteExtras(request, context, api.lang)]);
  const messages = pageMessages(api.lang, { statements: true });
  return {
    items: items ?? [],
    lang: api.lang,
    timezone: site.timezone,
    messages,
    title: (messages.statements as { title: string }).title,
  };
}

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await pageLoader(args), SETTINGS_LAYOUT_MESSAGES);

/** /settings/statements: the investor's quarterly statements (spec §9), each a PDF to download. */
export default function Statements() {
  const { t } = useTranslation();
  const { items, lang, timezone, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return (
    <SettingsLayout title={t('statements.title')} intro={t('statements.intro')}>
      <StatementsTable items={items} lang={lang} timezone={timezone} />
    </SettingsLayout>
  );
}
