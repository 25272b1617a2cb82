import { TopToolbar } from 'react-admin';
import { dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { langFilter, searchFilter } from '../../components/filters';
import { ExportCsvButton } from './ExportCsvButton';

const subscriberFilters = [searchFilter, langFilter];

const columns = [
  textColumn('email', { sortable: true, flex: 2 }),
  textColumn('lang', { flex: 0, width: 100 }),
  dateColumn('createdAt', { sortable: true }),
];

const SubscriberActions = () => (
  <TopToolbar>
    <ExportCsvButton />
  </TopToolbar>
);

const NewsletterSubscriberList = () => (
  <ConsoleList
    filters={subscriberFilters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    columns={columns}
    rowClick="show"
    actions={<SubscriberActions />}
    empty={false}
  />
);

export default NewsletterSubscriberList;
