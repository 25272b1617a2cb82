import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactElement, useId, useMemo, useState } from 'react';
import { Button, Form, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../providers/formResolver';
import { submissionErrors } from './submissionErrors';

export type ActionField = {
  /** The body field the API expects (reason, staffNote). */
  name: string;
  /** i18n key of the input's label. */
  label: string;
  /** The body's schema (from @cf/domain where it exists): checked before the request is sent. */
  schema: z.ZodType;
};

type Props = {
  /** i18n keys: the toolbar button, the dialog's title and explanation, its confirm button. */
  label: string;
  title: string;
  description: string;
  confirmLabel?: string;
  icon: ReactElement;
  /** Irreversible or harsh decisions are shown in the error colour. */
  danger?: boolean;
  /** A text the staff member must give (a reason that reaches the user, a note). */
  field?: ActionField;
  /** Runs the staff action; its rejection (HttpError) is shown, the dialog stays open. */
  onConfirm: (values: Record<string, string>) => Promise<unknown>;
  /** i18n key of the notification after success. */
  success: string;
};

/**
 * A staff decision behind a confirmation dialog, optionally with a required text (the reason for a
 * decline or a suspension). After success the record is fetched again, so the page shows the new
 * status; API errors (409 "you cannot suspend yourself"...) become a notification, field errors
 * land under the input.
 */
export const ActionDialogButton = ({ label, title, description, confirmLabel, icon, danger = false, field, onConfirm, success }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const resolver = useMemo(() => (field ? formResolver(field.schema) : undefined), [field]);
  const defaultValues = useMemo(() => (field ? { [field.name]: '' } : {}), [field]);

  const close = () => {
    if (!busy) setOpen(false);
  };

  const submit = async (values: FieldValues) => {
    setBusy(true);
    try {
      await onConfirm(values as Record<string, string>);
      setOpen(false);
      notify(success, { type: 'success' });
      refresh();
      return undefined;
    } catch (error) {
      const fieldErrors = submissionErrors(error, field?.name);
      if (fieldErrors) return fieldErrors;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} color={danger ? 'error' : 'primary'}>
        {icon}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} fullWidth maxWidth="sm">
        {/* The record is not the form's: only the action's own field is sent. */}
        <Form record={{}} defaultValues={defaultValues} resolver={resolver} onSubmit={submit} disableInvalidFormNotification noValidate>
          <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
          <DialogContent>
            <DialogContentText id={descriptionId}>{translate(description)}</DialogContentText>
            {field ? (
              <TextInput
                source={field.name}
                label={field.label}
                multiline
                minRows={3}
                autoFocus
                fullWidth
                sx={{ mt: 2 }}
                helperText={false}
              />
            ) : null}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={busy}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={busy} autoFocus={!field}>
              {translate(confirmLabel ?? label)}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
