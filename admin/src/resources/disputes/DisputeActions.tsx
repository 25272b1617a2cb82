import { disputeOutcomeInput, disputeWriteOffInput } from '@cf/domain/schemas/disputes';
import CancelIcon from '@mui/icons-material/Cancel';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import SavingsIcon from '@mui/icons-material/Savings';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { TopToolbar, useRecordContext } from 'react-admin';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import { staffDecision } from '../payouts/staff-actions';

const t = (key: string) => `console.disputes.${key}`;
const noteField = { name: 'note', label: t('note'), schema: disputeOutcomeInput.pick({ note: true }) };
const reasonField = { name: 'reason', label: t('reason'), schema: disputeWriteOffInput };

/**
 * Open: staff record the provider's decision by hand (won or lost). Lost with something still
 * owed by the owner: recover it from what the platform owes them, or write it off. The API refuses
 * what it must (nothing to recover from); its message is shown as it is.
 */
export const DisputeActions = () => {
  const record = useRecordContext<{ id: string; status: string; owed: number; source: string }>();
  if (!record) return <TopToolbar />;
  const owes = record.status === 'lost' && record.owed > 0;
  return (
    <TopToolbar>
      {record.status === 'open' ? (
        <>
          <ActionDialogButton
            key="won"
            label={t('won')}
            title={t('wonTitle')}
            description={t('wonText')}
            icon={<TaskAltIcon />}
            field={noteField}
            onConfirm={({ note }) => staffDecision('disputes', record.id, 'outcome', { outcome: 'won', ...(note ? { note } : {}) })}
            success={t('wonDone')}
          />
          <ActionDialogButton
            key="lost"
            label={t('lost')}
            title={t('lostTitle')}
            description={t('lostText')}
            icon={<CancelIcon />}
            danger
            field={noteField}
            onConfirm={({ note }) => staffDecision('disputes', record.id, 'outcome', { outcome: 'lost', ...(note ? { note } : {}) })}
            success={t('lostDone')}
          />
        </>
      ) : null}
      {owes ? (
        <>
          <ActionDialogButton
            key="recover"
            label={t('recover')}
            title={t('recoverTitle')}
            description={t('recoverText')}
            icon={<SavingsIcon />}
            onConfirm={() => staffDecision('disputes', record.id, 'recover')}
            success={t('recovered')}
          />
          <ActionDialogButton
            key="write-off"
            label={t('writeOff')}
            title={t('writeOffTitle')}
            description={t('writeOffText')}
            icon={<MoneyOffIcon />}
            danger
            field={reasonField}
            onConfirm={({ reason }) => staffDecision('disputes', record.id, 'write-off', { reason: reason! })}
            success={t('writtenOff')}
          />
        </>
      ) : null}
    </TopToolbar>
  );
};
