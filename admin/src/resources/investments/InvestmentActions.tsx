import CancelIcon from '@mui/icons-material/Cancel';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import { TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/** A pending bank transfer: staff confirm the money arrived (into escrow) or that it never will (shares released). */
export const InvestmentActions = () => {
  const record = useRecordContext<{ id: string; status: string; paymentType: string }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
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
