import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { FileLink } from '../../components/FileLink';
import { consoleUrl } from '../../providers/urls';

type KycDocument = { id: number; documentType: string; originalName?: string | null; createdAt?: string | null };

/** The party's documents; each opens through the staff-only console route, in a new tab. */
export const KycDocuments = (_props: { source: 'documents'; label?: string }) => {
  const record = useRecordContext<{ id: number; documents?: KycDocument[] }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const documents = record?.documents ?? [];
  if (!record || documents.length === 0) return <Typography variant="body2">{translate('console.kyc.noDocuments')}</Typography>;
  return (
    <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
      {documents.map((document) => {
        const type = translate(`console.choices.kycDocumentType.${document.documentType}`, { _: document.documentType });
        const label = document.originalName ? `${type} (${document.originalName})` : type;
        return (
          <li key={document.id}>
            <FileLink href={consoleUrl('kyc', record.id, 'documents', document.id)} label={label} />
            {document.createdAt ? ` — ${new Date(document.createdAt).toLocaleString(locale)}` : null}
          </li>
        );
      })}
    </Typography>
  );
};
