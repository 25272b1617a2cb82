import { payoutConfirmInput } from '@cf/domain/schemas/payouts';
import DownloadIcon from '@mui/icons-material/Download';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, TopToolbar, useNotify, useRecordContext } from 'react-admin';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import { RejectWithReasonButton } from './RejectWithReasonButton';
import { downloadConsoleFile, staffDecision } from './staff-actions';

type Payout = { id: string; status: string; method: string; campaignId: number };

const t = (key: string) => `payouts.console.${key}`;
const referenceField = { name: 'reference', label: t('reference'), schema: payoutConfirmInput };

/** The settlement statement of the payout's campaign (the owner gets the same one). */
const StatementButton = ({ id }: { id: string }) => {
  const notify = useNotify();
  const download = () =>
    downloadConsoleFile(['payouts', id, 'statement'], 'settlement-statement.pdf').catch((error: unknown) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
    );
  return (
    <Button label={t('statement')} onClick={() => void download()}>
      <DownloadIcon />
    </Button>
  );
};

/**
 * Approve, confirm paid (a bank transfer's reference; a Stripe payout is sent by the API) or
 * reject with a reason. The API refuses what it must (the same staff member confirming above the
 * threshold, details changed since the request): its message is shown as it is.
 */
export const PayoutActions = () => {
  const record = useRecordContext<Payout>();
  if (!record) return <TopToolbar />;
  const open = record.status === 'requested' || record.status === 'approved';
  return (
    <TopToolbar>
      <StatementButton id={record.id} />
      {record.status === 'requested' ? (
        <ActionDialogButton
          key="approve"
          label={t('approve')}
          title={t('approveTitle')}
          description={t('approveText')}
          icon={<TaskAltIcon />}
          onConfirm={() => staffDecision('payouts', record.id, 'approve')}
          success={t('approved')}
        />
      ) : null}
      {record.status === 'approved' ? (
        <ActionDialogButton
          key="confirm"
          label={t('confirm')}
          title={t('confirmTitle')}
          description={t('confirmText')}
          icon={<PriceCheckIcon />}
          {...(record.method === 'bank' ? { field: referenceField } : {})}
          onConfirm={({ reference }) => staffDecision('payouts', record.id, 'confirm', reference ? { reference } : {})}
          success={t('confirmed')}
        />
      ) : null}
      {open ? <RejectWithReasonButton key="reject" resource="payouts" id={record.id} messages="payouts.console" /> : null}
    </TopToolbar>
  );
};
