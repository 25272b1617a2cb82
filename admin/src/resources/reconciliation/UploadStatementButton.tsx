import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { Button as RaButton, useNotify, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../../providers/httpClient';
import { consoleUrl } from '../../providers/urls';

type Uploaded = { lines: number; matched: number; unmatched: number; duplicates: number };

/**
 * Uploads the platform bank account's statement (CSV) to POST /bank-statements. The API reads it
 * whole or refuses it with the line at fault (shown as it says); lines paying a pending bank
 * transfer confirm it, and the list then shows what is left to decide.
 */
export const UploadStatementButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const textId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const { json } = await httpClient(consoleUrl('bank-statements'), { method: 'POST', body });
      notify('console.reconciliation.uploaded', { type: 'success', messageArgs: json as Uploaded });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <RaButton label="console.reconciliation.upload" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </RaButton>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>{translate('console.reconciliation.uploadTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{translate('console.reconciliation.uploadText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            component="label"
            variant="contained"
            startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
            disabled={busy}
          >
            {translate('console.reconciliation.chooseFile')}
            <input type="file" hidden accept=".csv,text/csv" onChange={onFile} data-testid="statement-file" />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
