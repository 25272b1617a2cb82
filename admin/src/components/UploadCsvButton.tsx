import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { Button as RaButton, useNotify, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { consoleUrl } from '../providers/urls';

/** The message keys of one upload: the button, the dialog's title and text, the file button, the result. */
type Texts = { upload: string; title: string; text: string; chooseFile: string; uploaded: string };

/**
 * A list's "upload a CSV file" action: a dialog saying what the file must hold, then POST of the
 * file (multipart `file`) to the console path (its segments). The API reads it whole or refuses it with the line at
 * fault (shown as it says); the result's counts fill the `uploaded` message and the list refreshes.
 */
export function UploadCsvButton({ path, texts, testId }: { path: readonly string[]; texts: Texts; testId: string }) {
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
      const { json } = await httpClient(consoleUrl(...path), { method: 'POST', body });
      notify(texts.uploaded, { type: 'success', messageArgs: json as Record<string, number> });
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
      <RaButton label={texts.upload} onClick={() => setOpen(true)}>
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
        <DialogTitle id={titleId}>{translate(texts.title)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{translate(texts.text)}</DialogContentText>
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
            {translate(texts.chooseFile)}
            <input type="file" hidden accept=".csv,text/csv" onChange={onFile} data-testid={testId} />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
