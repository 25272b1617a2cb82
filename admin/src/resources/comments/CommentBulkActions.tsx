import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { BulkSelection } from '../../components/DataGridList';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import type { CommentModeration, ConsoleDataProvider } from '../../providers/dataProvider';
import { ICONS, DANGER } from './CommentActions';
import { moderationActions } from './moderationActions';

const BULK: CommentModeration[] = ['approve', 'decline', 'spam'];

/**
 * Moderates the selected comments one by one through the per-comment route (each decision audited
 * as usual); a comment already in that state is left alone. A failure is counted, not hidden.
 */
export const CommentBulkActions = ({ ids, clear }: BulkSelection) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const { data } = useListContext<{ id: number; status: string }>();

  const moderate = async (action: CommentModeration) => {
    const selected = (data ?? []).filter((row) => ids.includes(row.id) && moderationActions(row.status).includes(action));
    const results = await Promise.allSettled(selected.map((row) => dataProvider.moderateComment(row.id, action)));
    clear();
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) throw new Error(translate('console.comments.bulkFailed', { smart_count: failed }));
  };

  return (
    <>
      {BULK.map((action) => {
        const Action = action.charAt(0).toUpperCase() + action.slice(1);
        return (
          <ActionDialogButton
            key={action}
            label={`console.comments.${action}`}
            title={`console.comments.bulk${Action}Title`}
            description={`console.comments.bulk${Action}Text`}
            success="console.comments.bulkDone"
            icon={ICONS[action]}
            danger={DANGER[action]}
            onConfirm={() => moderate(action)}
          />
        );
      })}
    </>
  );
};
