import { reissueInput } from '@cf/domain/schemas/certificates';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import {
  DateField,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import { FileLink } from '../../components/FileLink';
import { httpClient } from '../../providers/httpClient';
import { actionUrl, consoleUrl } from '../../providers/urls';
import { useMoneyFormat } from '../ledger/money';

type Record = { id: string; voidedAt: string | null; pricePerShare: number; currency: string; type: string };

const empty = 'console.labels.empty';

/** A live certificate may be reissued: its number becomes void, the holding gets the next one. */
const Actions = () => {
  const record = useRecordContext<Record>();
  if (!record || record.voidedAt) return <TopToolbar />;
  return (
    <TopToolbar>
      <ActionDialogButton
        label="console.certificates.reissue"
        title="console.certificates.reissueTitle"
        description="console.certificates.reissueText"
        icon={<AutorenewIcon />}
        field={{ name: 'reason', label: 'console.certificates.reason', schema: reissueInput }}
        onConfirm={(values) =>
          httpClient(actionUrl('share-certificates', record.id, 'reissue'), {
            method: 'POST',
            body: JSON.stringify({ reason: values.reason }),
          })
        }
        success="console.certificates.reissued"
      />
    </TopToolbar>
  );
};

const Pdf = () => {
  const record = useRecordContext<Record>();
  const translate = useTranslate();
  return record ? (
    <FileLink href={consoleUrl('share-certificates', record.id, 'pdf')} label={translate('console.certificates.pdf')} />
  ) : null;
};

/** One certificate: number, holding, issuer and holder, and whether (and why) it was voided. */
const CertificateShow = () => {
  const format = useMoneyFormat();
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <NumberField source="number" />
        <FunctionField<Record> source="type" render={(r) => translate(`console.certificates.types.${r.type}`, { _: r.type })} />
        <TextField source="campaignName" />
        <TextField source="issuer" />
        <TextField source="holderName" />
        <TextField source="holderEmail" />
        <NumberField source="shares" />
        <TextField source="shareClass" />
        <FunctionField<Record> source="pricePerShare" render={(r) => format(r.pricePerShare, r.currency)} />
        <DateField source="issuedAt" showTime />
        <DateField source="voidedAt" showTime emptyText={empty} />
        <TextField source="voidReason" emptyText={empty} />
        <TextField source="replacedById" emptyText={empty} />
        <Pdf />
      </SimpleShowLayout>
    </Show>
  );
};

export default CertificateShow;
