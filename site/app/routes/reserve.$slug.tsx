import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ReserveBox } from '~/components/reservations/ReserveBox';
import { reservePath } from '~/lib/reservations/paths';
import { reserveAction, reservePageLoader, type ReserveActionData } from '~/lib/reservations/reservations.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? data.front.name : '' }];

/** /reserve/:slug: reserve an amount in a campaign before it goes live (issue 16, testing the waters). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => reservePageLoader(request, context, params.slug ?? '');

/** Reserve, change or cancel (the box's forms post here, with or without scripts). */
export const action = ({ request, context, params }: ActionFunctionArgs) => reserveAction(request, context, params.slug ?? '');

export default function ReservePage() {
  const { t } = useTranslation();
  const { front, lang, messages } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ReserveActionData | undefined;
  usePageMessages(messages);
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <div className="mb-6 flex items-center gap-4">
        {front.logo ? <img src={front.logo} alt="" className="h-14 w-14 rounded-md object-cover" /> : null}
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{front.name}</h1>
          {front.tagLine ? <p className="text-slate-700">{front.tagLine}</p> : null}
        </div>
      </div>
      <ReserveBox front={front} lang={lang} action={reservePath(front.slug)} result={result} />
      {front.live ? (
        <p className="mt-4 text-sm">
          <Link to={`/campaign-detail-page/${encodeURIComponent(front.slug)}`} className="font-semibold text-primary underline">
            {t('campaigns.reservations.backToCampaign')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
