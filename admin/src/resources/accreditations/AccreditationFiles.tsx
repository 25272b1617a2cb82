import { Typography } from '@mui/material';
import { TextField, useRecordContext, useTranslate } from 'react-admin';
import { FileLink } from '../../components/FileLink';
import { consoleUrl } from '../../providers/urls';

type Accreditation = {
  id: number;
  verificationType: string;
  letterFileId?: string | null;
  contractFileId?: string | null;
  signatureFileId?: string | null;
};
const ROUTE = { letterFileId: 'letter', contractFileId: 'contract', signatureFileId: 'signature' } as const;

/** The uploaded letter (letter verification only), the signature image and the signed contract, through staff-only routes. */
export const AccreditationFile = ({ source }: { source: keyof typeof ROUTE; label?: string }) => {
  const record = useRecordContext<Accreditation>();
  const translate = useTranslate();
  if (!record?.[source]) return <Typography variant="body2">{translate('console.labels.none')}</Typography>;
  const file = ROUTE[source];
  return <FileLink href={consoleUrl('accreditations', record.id, file)} label={translate(`console.accreditations.open.${file}`)} />;
};

/** The signature: the typed name, or the uploaded image (its own staff-only route). */
export const SignatureField = (_: { source: 'signature'; label?: string }) => {
  const record = useRecordContext<Accreditation>();
  return record?.signatureFileId ? <AccreditationFile source="signatureFileId" /> : <TextField source="signature" />;
};
