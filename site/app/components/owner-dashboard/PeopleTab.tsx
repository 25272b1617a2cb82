import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { useResults } from '~/lib/campaigns-owner/use-results';
import { TabHeader } from './DashboardLayout';
import { PeopleList, type PeopleView, type Person, type Types } from './PeopleList';

/** A dashboard tab listing people, with the data of its route's `peopleLoader`. */
export function PeopleTab<P extends Person>({ view, title, intro }: { view: PeopleView<P>; title: string; intro: string }) {
  const { t } = useTranslation();
  const { campaign } = useDashboard();
  const data = useLoaderData() as { people: P[]; types: Types };
  return (
    <>
      <TabHeader title={t(title)} intro={t(intro)} />
      <PeopleList
        view={view}
        campaignId={campaign.id}
        people={data.people}
        types={data.types}
        editable={campaign.editable}
        resultFor={useResults()}
      />
    </>
  );
}
