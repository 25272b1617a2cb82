import { choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { choiceFilter, searchFilter } from '../../components/filters';
import { fullName } from '../users/fullName';
import { CampaignInput } from './CampaignInput';
import { COMMENT_STATUSES } from './statuses';

type Row = Record<string, unknown>;

const commentFilters = [
  searchFilter,
  choiceFilter('status', 'commentStatus', COMMENT_STATUSES),
  <CampaignInput key="campaignId" source="campaignId" alwaysOn />,
];

const columns = [
  dateColumn('createdAt', { sortable: true }),
  textColumn('text', { flex: 3 }),
  textColumn('authorEmail', {
    flex: 1.5,
    valueGetter: (_value: unknown, row: Row) =>
      fullName({ firstName: row.authorFirstName, lastName: row.authorLastName, email: row.authorEmail }),
  }),
  textColumn('campaignId', {
    sortable: true,
    flex: 1.5,
    valueGetter: (_value: unknown, row: Row) => String(row.campaignName || row.companyName || row.campaignSlug || ''),
  }),
  choiceColumn('postType', 'postType', { flex: 0, width: 100 }),
  choiceColumn('status', 'commentStatus', { sortable: true, flex: 0, width: 120 }),
];

/** The moderation queue: comments waiting for a decision first, newest first within each group. */
const CommentList = () => (
  <ConsoleList filters={commentFilters} sort={{ field: 'queue', order: 'ASC' }} columns={columns} rowClick="show" empty={false} />
);

export default CommentList;
