import { type ComponentProps, useMemo } from 'react';
import { useResourceContext } from 'react-admin';
import { isReviewKind, reviewActionsColumn } from '../resources/ReviewRowActions';
import { ConsoleList } from './ConsoleList';

/** A waiting request has no decision date yet: that column is there on demand (Columns button). */
const QUEUE_HIDDEN = ['decidedAt'];

type Props = Omit<ComponentProps<typeof ConsoleList>, 'filterDefaultValues' | 'sort' | 'rowClick' | 'empty'> & {
  /** The status of what waits for a decision: the list opens filtered to it. */
  waiting: string;
};

/**
 * A review queue: what waits for a decision first, oldest first; a row opens the record. KYC and
 * accreditation queues get approve and decline on each waiting row.
 */
export const QueueList = ({ waiting, columns, hiddenColumns = QUEUE_HIDDEN, ...props }: Props) => {
  const resource = useResourceContext();
  const withActions = useMemo(() => (isReviewKind(resource) ? [...columns, reviewActionsColumn(resource)] : columns), [columns, resource]);
  return (
    <ConsoleList
      filterDefaultValues={{ status: waiting }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      rowClick="show"
      empty={false}
      columns={withActions}
      hiddenColumns={hiddenColumns}
      {...props}
    />
  );
};
