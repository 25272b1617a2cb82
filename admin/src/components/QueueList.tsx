import type { ComponentProps } from 'react';
import { ConsoleList } from './ConsoleList';

type Props = Omit<ComponentProps<typeof ConsoleList>, 'filterDefaultValues' | 'sort' | 'rowClick' | 'empty'> & {
  /** The status of what waits for a decision: the list opens filtered to it. */
  waiting: string;
};

/** A review queue: what waits for a decision first, oldest first; a row opens the record. */
export const QueueList = ({ waiting, ...props }: Props) => (
  <ConsoleList
    filterDefaultValues={{ status: waiting }}
    sort={{ field: 'createdAt', order: 'ASC' }}
    rowClick="show"
    empty={false}
    {...props}
  />
);
