import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** A JSON snapshot, pretty-printed as text (never as markup). */
export const JsonPanel = ({ source }: { source: 'before' | 'after' }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value: unknown = record?.[source];
  const headingId = `audit-${source}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" gutterBottom>
        {translate(`resources.audit-log.fields.${source}`)}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        sx={{ m: 0, p: 2, bgcolor: 'grey.100', borderRadius: 1, overflow: 'auto', maxHeight: 480, fontSize: 13 }}
      >
        {value === null || value === undefined ? translate('console.labels.none') : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
};
