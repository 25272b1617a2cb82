import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';

type Email = { subject?: string; text?: string | null; html?: string | null };

/**
 * The e-mail's two versions. The HTML is rendered only inside a sandboxed frame with no rights
 * (sandbox=""): no script runs, it cannot reach the console's page, cookies or API, and it is
 * never injected into the console's own document.
 */
export const EmailBody = () => {
  const record = useRecordContext<Email>();
  const translate = useTranslate();
  const textId = useId();
  const htmlId = useId();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, p: 2 }}>
      <Box component="section" aria-labelledby={textId} sx={{ minWidth: 0 }}>
        <Typography id={textId} variant="subtitle1" component="h2" gutterBottom>
          {translate('console.outbox.textVersion')}
        </Typography>
        <Box
          component="pre"
          tabIndex={0}
          data-testid="email-text"
          sx={{ m: 0, p: 2, bgcolor: 'grey.100', borderRadius: 1, overflow: 'auto', maxHeight: 600, whiteSpace: 'pre-wrap', fontSize: 14 }}
        >
          {record.text || translate('console.labels.none')}
        </Box>
      </Box>
      <Box component="section" aria-labelledby={htmlId} sx={{ minWidth: 0 }}>
        <Typography id={htmlId} variant="subtitle1" component="h2" gutterBottom>
          {translate('console.outbox.htmlVersion')}
        </Typography>
        {record.html ? (
          <Box
            component="iframe"
            sandbox=""
            srcDoc={record.html}
            title={translate('console.outbox.htmlFrame', { subject: record.subject ?? '' })}
            referrerPolicy="no-referrer"
            sx={{ width: '100%', height: 600, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
          />
        ) : (
          <Typography variant="body2">{translate('console.labels.none')}</Typography>
        )}
      </Box>
    </Box>
  );
};
