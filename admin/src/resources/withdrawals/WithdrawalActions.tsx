import { withdrawalPayInput } from '@cf/domain/schemas/payouts';
import { WALLET_STATUS } from '@cf/domain/wallet';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import { TopToolbar, useRecordContext } from 'react-admin';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import { RejectWithReasonButton } from '../payouts/RejectWithReasonButton';
import { staffDecision } from '../payouts/staff-actions';

const t = (key: string) => `payouts.console.withdrawals.${key}`;
const referenceField = { name: 'reference', label: 'payouts.console.reference', schema: withdrawalPayInput };

/** A waiting withdrawal: paid by bank transfer (its reference) or rejected back to the wallet (a reason). */
export const WithdrawalActions = () => {
  const record = useRecordContext<{ id: string; status: number }>();
  if (!record || (record.status !== WALLET_STATUS.pending && record.status !== WALLET_STATUS.inProcess)) return <TopToolbar />;
  return (
    <TopToolbar>
      <ActionDialogButton
        key="pay"
        label={t('pay')}
        title={t('payTitle')}
        description={t('payText')}
        icon={<PriceCheckIcon />}
        field={referenceField}
        onConfirm={({ reference }) => staffDecision('withdrawals', record.id, 'approve', { reference: reference! })}
        success={t('paid')}
      />
      <RejectWithReasonButton key="reject" resource="withdrawals" id={record.id} messages="payouts.console.withdrawals" />
    </TopToolbar>
  );
};
