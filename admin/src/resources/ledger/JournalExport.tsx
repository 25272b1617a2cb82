import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/** Every ledger entry of the transfers made between two days (both included, either open), as CSV. */
export const JournalExport = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const headingId = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await dataProvider.downloadJournal({ from, to });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {translate('console.ledger.journal')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('console.ledger.journalHelp')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            type="date"
            label={translate('console.labels.from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            size="small"
          />
          <TextField
            type="date"
            label={translate('console.labels.to')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            size="small"
          />
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={pending}>
            {translate('console.ledger.downloadJournal')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
