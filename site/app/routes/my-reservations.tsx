import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { MyReservationsList } from '~/components/reservations/MyReservationsList';
import { siteMeta } from '~/lib/meta';
import { loadMyReservations } from '~/lib/reservations/my-reservations.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, {
    title: (data?.messages.campaigns as { reservations?: { mine?: { title?: string } } } | undefined)?.reservations?.mine?.title ?? null,
  });

export const loader = ({ request, context }: LoaderFunctionArgs) => loadMyReservations(request, context);

/** /my-reservations: the signed-in investor's reservations before launch (issue 16); works without scripts. */
export default function MyReservations() {
  const { t } = useTranslation();
  const { reservations, lang, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('campaigns.reservations.mine.title')}</h1>
      <p className="mt-2 text-slate-700">{t('campaigns.reservations.mine.intro')}</p>
      <div className="mt-8">
        <MyReservationsList reservations={reservations} lang={lang} />
      </div>
    </div>
  );
}
