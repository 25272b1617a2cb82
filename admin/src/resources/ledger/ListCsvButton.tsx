import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useResourceContext } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/** The list as CSV, made by the server for the filters on screen: every matching row, not the page. */
export const ListCsvButton = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { filterValues } = useListContext();
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      await dataProvider.downloadListCsv(resource, filterValues ?? {});
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
