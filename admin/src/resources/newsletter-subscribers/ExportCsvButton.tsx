import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/** Every subscriber as CSV, made by the server (not only the page on screen). */
export const ExportCsvButton = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      await dataProvider.downloadSubscribersCsv();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label="console.actions.exportCsv" onClick={() => void onClick()} disabled={pending}>
      <DownloadIcon />
    </Button>
  );
};
