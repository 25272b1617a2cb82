import { staffReasonInput } from '@cf/domain/schemas/payouts';
import CancelIcon from '@mui/icons-material/Cancel';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import UndoIcon from '@mui/icons-material/Undo';
import { TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { staffDecision } from '../payouts/staff-actions';

const refundReason = { name: 'reason', label: 'payouts.console.reason', schema: staffReasonInput };

/** A pending bank transfer: staff confirm the money arrived (into escrow) or that it never will (shares released). */
export const InvestmentActions = () => {
  const record = useRecordContext<{ id: string; status: string; paymentType: string }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  // A paid investment: staff may refund it to the investor's wallet (refused once the campaign is settled).
  if (record?.status === 'success')
    return (
      <TopToolbar>
        <ActionDialogButton
          key="refund"
          label="payouts.console.refund.action"
          title="payouts.console.refund.title"
          description="payouts.console.refund.text"
          icon={<UndoIcon />}
          danger
          field={refundReason}
          onConfirm={({ reason }) => staffDecision('investments', record.id, 'refund', { reason: reason! })}
          success="payouts.console.refund.done"
        />
      </TopToolbar>
    );
  // A bank transfer that arrives after its investment ended is credited to the investor's wallet.
  if (record?.paymentType === 'offline' && record.status === 'fail')
    return (
      <TopToolbar>
        <ActionDialogButton
          key="late"
          label="console.investments.lateReceived"
          title="console.investments.lateTitle"
          description="console.investments.lateText"
          icon={<PriceCheckIcon />}
          onConfirm={() => dataProvider.decideOfflineInvestment(record.id, true)}
          success="console.investments.lateDone"
        />
      </TopToolbar>
    );
  if (!record || record.paymentType !== 'offline' || record.status !== 'pending') return <TopToolbar />;
  return (
    <TopToolbar>
      <ActionDialogButton
        key="confirm"
        label="console.investments.confirm"
        title="console.investments.confirmTitle"
        description="console.investments.confirmText"
        icon={<PriceCheckIcon />}
        onConfirm={() => dataProvider.decideOfflineInvestment(record.id, true)}
        success="console.investments.confirmed"
      />
      <ActionDialogButton
        key="reject"
        label="console.investments.reject"
        title="console.investments.rejectTitle"
        description="console.investments.rejectText"
        icon={<CancelIcon />}
        danger
        onConfirm={() => dataProvider.decideOfflineInvestment(record.id, false)}
        success="console.investments.rejected"
      />
    </TopToolbar>
  );
};
