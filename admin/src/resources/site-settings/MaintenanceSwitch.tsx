import BuildIcon from '@mui/icons-material/Build';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/**
 * The maintenance switch: a staff action of its own (POST /site-settings/1/maintenance, audited),
 * behind a dialog that says what it does to visitors. The form's value follows, so saving the other
 * settings afterwards never switches it back.
 */
export const MaintenanceSwitch = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { setValue } = useFormContext();
  const on = Boolean(useWatch({ name: 'maintainanceMode' }));
  const exceptIP = useWatch({ name: 'exceptIP' }) as string | null;
  const [open, setOpen] = useState(false);
  // The state the dialog asks for, fixed when it opens: its texts stay put while it fades out.
  const [target, setTarget] = useState(true);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const textId = useId();
  const next = target ? 'On' : 'Off';

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await dataProvider.setMaintenance(target);
      setValue('maintainanceMode', result.maintainanceMode, { shouldDirty: false });
      setOpen(false);
      notify(result.maintainanceMode ? 'console.dashboard.switchedOn' : 'console.dashboard.switchedOff', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={`${titleId}-heading`} sx={{ mb: 2, width: '100%', maxWidth: 720 }}>
      <Typography id={`${titleId}-heading`} variant="h6" component="h2" gutterBottom>
        {translate('console.maintenance.title')}
      </Typography>
      <Alert severity={on ? 'warning' : 'success'} role="status" data-testid="maintenance-state" sx={{ mb: 1 }}>
        {translate(on ? 'console.dashboard.maintenanceOn' : 'console.dashboard.maintenanceOff')}
        {on && exceptIP ? ` ${translate('console.dashboard.exceptIP', { ip: exceptIP })}` : ''}
      </Alert>
      <Button
        variant="contained"
        color={on ? 'primary' : 'error'}
        startIcon={<BuildIcon />}
        onClick={() => {
          setTarget(!on);
          setOpen(true);
        }}
      >
        {translate(on ? 'console.dashboard.switchOff' : 'console.dashboard.switchOn')}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id={titleId}>{translate(`console.maintenance.switch${next}Title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{translate(`console.maintenance.switch${next}Text`)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" color={target ? 'error' : 'primary'} onClick={confirm} disabled={busy} autoFocus>
            {translate(target ? 'console.dashboard.switchOn' : 'console.dashboard.switchOff')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
