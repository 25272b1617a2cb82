import { choiceColumn, dateColumn, textColumn, userTextColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import type { BulkSelection } from '../../components/DataGridList';
import { choiceFilter, searchFilter } from '../../components/filters';
import { fullName } from '../users/fullName';
import { CampaignInput } from './CampaignInput';
import { CommentBulkActions } from './CommentBulkActions';
import { COMMENT_STATUSES } from './statuses';

type Row = Record<string, unknown>;

const HIDDEN = ['postType'];

const commentFilters = [
  searchFilter,
  choiceFilter('status', 'commentStatus', COMMENT_STATUSES),
  <CampaignInput key="campaignId" source="campaignId" alwaysOn />,
];

const columns = [
  dateColumn('createdAt', { sortable: true }),
  userTextColumn('text', { flex: 3 }),
  userTextColumn('authorEmail', {
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

const bulkActions = (selection: BulkSelection) => <CommentBulkActions {...selection} />;

/**
 * The moderation queue: comments waiting for a decision first, newest first within each group;
 * rows can be selected and moderated together. The kind of post is a column staff may show.
 */
const CommentList = () => (
  <ConsoleList
    filters={commentFilters}
    sort={{ field: 'queue', order: 'ASC' }}
    columns={columns}
    rowClick="show"
    empty={false}
    hiddenColumns={HIDDEN}
    bulkActions={bulkActions}
  />
);

export default CommentList;
