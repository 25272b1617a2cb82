import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** A list of texts from the record (a provider's errors or warnings), as text, never as markup. */
export const TextList = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value: unknown = record?.[source];
  const items = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
  if (items.length === 0) return <Typography variant="body2">{translate('console.labels.none')}</Typography>;
  return (
    <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Typography>
  );
};
