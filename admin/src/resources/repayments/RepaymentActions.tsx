import { consoleDeclineInput } from '@cf/domain/repayments-schemas';
import { isApprovable, isDeclinable, type RepaymentStatus } from '@cf/domain/repayments';
import BlockIcon from '@mui/icons-material/Block';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import { TopToolbar, useRecordContext } from 'react-admin';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import { httpClient } from '../../providers/httpClient';
import { actionUrl } from '../../providers/urls';

type Record = { id: string; status: RepaymentStatus; paymentType: string | null };

const decide = (id: string, action: 'approve' | 'decline', body: object = {}) =>
  httpClient(actionUrl('repayments', id, action), { method: 'POST', body: JSON.stringify(body) });

/** An owner's offline payment: staff confirm it arrived (credited to the investors) or decline; anything owed may be declined. */
export const RepaymentActions = () => {
  const record = useRecordContext<Record>();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      {isApprovable(record.status, record.paymentType) ? (
        <ActionDialogButton
          label="repayments.console.approve"
          title="repayments.console.approveTitle"
          description="repayments.console.approveText"
          icon={<PriceCheckIcon />}
          onConfirm={() => decide(record.id, 'approve')}
          success="repayments.console.approved"
        />
      ) : null}
      {isDeclinable(record.status) ? (
        <ActionDialogButton
          label="repayments.console.decline"
          title="repayments.console.declineTitle"
          description="repayments.console.declineText"
          icon={<BlockIcon />}
          danger
          field={{ name: 'reason', label: 'repayments.console.reason', schema: consoleDeclineInput }}
          onConfirm={(values) => decide(record.id, 'decline', { reason: values.reason })}
          success="repayments.console.declined"
        />
      ) : null}
    </TopToolbar>
  );
};
