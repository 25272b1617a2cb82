import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { contentMeta, ContentPageView } from '~/components/content/ContentPageView';
import { primaryButton } from '~/components/header/styles';
import { ArrowEndIcon } from '~/components/icons/ui-icons';
import { contentPageLoader } from '~/lib/content.server';
import { siteMeta } from '~/lib/meta';

export const loader = (args: LoaderFunctionArgs) => contentPageLoader(args, 'raise-capital');

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => siteMeta(matches, contentMeta(data?.page));

export default function RaiseCapital() {
  const { t } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  return (
    <ContentPageView page={page}>
      <p className="mt-10">
        <Link to="/create-campaign/choose-type" className={`${primaryButton} gap-2 px-6 py-3 text-base`}>
          {t('site.pages.startCampaign')}
          <ArrowEndIcon />
        </Link>
      </p>
    </ContentPageView>
  );
}
