import { imageRef, LIMITS } from '@cf/domain';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { HttpError, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ConsoleDataProvider } from '../providers/dataProvider';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/x-icon,image/vnd.microsoft.icon,.ico';

type Props = { source: string; label?: string; helperText?: string; /** Preview on a dark background (light logos). */ dark?: boolean };

/**
 * An image field: an uploaded file's URL (POST /uploads) or an address typed in. The API checks
 * the file's content, size and dimensions; its error message is shown as it is.
 */
export const UploadImageInput = ({ source, label, helperText, dark = false }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { setValue } = useFormContext();
  const value = useWatch({ name: source }) as string | null | undefined;
  const [busy, setBusy] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > LIMITS.fileBytesMax) {
      notify('validation.fileTooLarge', { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      const { url } = await dataProvider.uploadImage(file);
      setValue(source, url, { shouldDirty: true, shouldValidate: true });
      notify('console.notifications.uploaded', { type: 'success' });
    } catch (error) {
      const fieldMessage = error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined)?.file : undefined;
      notify(fieldMessage ?? (error instanceof Error ? error.message : 'ra.notification.http_error'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', width: '100%' }}>
      <Box sx={{ flex: '1 1 18rem' }}>
        <TextInput source={source} label={label} helperText={helperText ?? 'console.help.image'} />
      </Box>
      <Button component="label" variant="outlined" startIcon={busy ? <CircularProgress size={16} /> : <UploadIcon />} disabled={busy}>
        {translate('console.actions.upload')}
        <input type="file" hidden accept={ACCEPT} onChange={onFile} />
      </Button>
      {value && imageRef.safeParse(value).success ? (
        <Box
          component="img"
          src={value}
          alt={translate('console.image.preview')}
          sx={{ maxHeight: 64, maxWidth: 160, objectFit: 'contain', bgcolor: dark ? 'grey.900' : 'grey.100', p: 0.5, borderRadius: 1 }}
        />
      ) : null}
    </Box>
  );
};
