import { noteMaturityInput } from '@cf/domain/schemas/certificates';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import {
  BooleanInput,
  Button,
  DateInput,
  Form,
  NumberInput,
  RadioButtonGroupInput,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { type FieldValues, useWatch } from 'react-hook-form';
import { formResolver } from '../../providers/formResolver';
import { httpClient } from '../../providers/httpClient';
import { actionUrl } from '../../providers/urls';

type Note = { id: number; matured: boolean; outcome: string | null };

/** The inputs of the chosen outcome, with what it does (fractions of a share are not paid in cash). */
const OutcomeInputs = () => {
  const translate = useTranslate();
  const outcome = useWatch({ name: 'outcome' }) as string;
  return outcome === 'converted' ? (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('console.certificates.convertHelp')}
      </Typography>
      <NumberInput source="pricePerShare" step={1} min={1} fullWidth />
      <TextInput source="shareClass" fullWidth />
    </>
  ) : (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('console.certificates.repayHelp')}
      </Typography>
      <NumberInput source="amount" step={1} min={1} fullWidth />
      <DateInput source="dueDate" fullWidth />
      <TextInput source="description" multiline fullWidth />
      <BooleanInput source="creditNow" />
    </>
  );
};

/**
 * Staff decide a matured note, once: convert into shares (price per share in minor units and the
 * class) or repay per the redemption terms. The API refuses before maturity and a second decision.
 */
export const NoteDecision = () => {
  const record = useRecordContext<Note>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const resolver = useMemo(() => formResolver(noteMaturityInput), []);
  if (!record || record.outcome) return null;
  if (!record.matured) return <Alert severity="info">{translate('console.certificates.notMatured')}</Alert>;

  const submit = async (values: FieldValues) => {
    setBusy(true);
    try {
      const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined));
      await httpClient(actionUrl('note-maturities', record.id, 'decide'), { method: 'POST', body: JSON.stringify(body) });
      setOpen(false);
      notify('console.certificates.decided', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="console.certificates.decide" onClick={() => setOpen(true)}>
        <SwapHorizIcon />
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <Form
          record={{}}
          defaultValues={{ outcome: 'converted', shareClass: 'Common', creditNow: false }}
          resolver={resolver}
          onSubmit={submit}
          noValidate
        >
          <DialogTitle id={titleId}>{translate('console.certificates.decideTitle')}</DialogTitle>
          <DialogContent>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('console.certificates.once')}
            </Alert>
            <RadioButtonGroupInput
              source="outcome"
              label="resources.note-maturities.fields.outcome"
              choices={[
                { id: 'converted', name: 'console.certificates.convert' },
                { id: 'repaid', name: 'console.certificates.repay' },
              ]}
            />
            <OutcomeInputs />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)} disabled={busy}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={busy}>
              {translate('console.certificates.decide')}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
