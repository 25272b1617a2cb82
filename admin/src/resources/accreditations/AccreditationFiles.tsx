import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { FileLink } from '../../components/FileLink';
import { consoleUrl } from '../../providers/urls';

type Accreditation = { id: number; verificationType: string; letterFileId?: string | null; contractFileId?: string | null };

/** The uploaded letter (letter verification only) and the signed contract, through staff-only routes. */
export const AccreditationFile = ({ source }: { source: 'letterFileId' | 'contractFileId'; label?: string }) => {
  const record = useRecordContext<Accreditation>();
  const translate = useTranslate();
  if (!record?.[source]) return <Typography variant="body2">{translate('console.labels.none')}</Typography>;
  const file = source === 'letterFileId' ? 'letter' : 'contract';
  return <FileLink href={consoleUrl('accreditations', record.id, file)} label={translate(`console.accreditations.open.${file}`)} />;
};
