import { type Kiis, KIIS_SECTIONS } from '@cf/domain/schemas/compliance';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { httpClient } from '../../providers/httpClient';
import { actionUrl, consoleUrl } from '../../providers/urls';
import { Prose, Section, SubHeading } from './show/Section';

/** GET /campaigns/:id/kiis: the campaign's sheets, one per language, checked or not. */
export async function fetchKiis(id: string | number): Promise<Kiis[]> {
  return (await httpClient(actionUrl('campaigns', id, 'kiis'))).json as Kiis[];
}

/** POST /campaigns/:id/kiis/:lang/check: investors may read the sheet (and, under ECSP, invest); audited by the API. */
export async function checkKiis(id: string | number, lang: string): Promise<Kiis> {
  return (await httpClient(consoleUrl('campaigns', id, 'kiis', lang, 'check'), { method: 'POST', body: '{}' })).json as Kiis;
}

/** A language code as a name in the staff member's language ("French"), else the code itself. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const when = (iso: string, locale: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** One language's sheet: its state, the six sections as the owner wrote them, and "Mark checked" while it waits. */
function Sheet({ campaignId, sheet, onChecked }: { campaignId: number; sheet: Kiis; onChecked: () => Promise<void> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const language = languageName(sheet.lang, locale);
  const check = async () => {
    setBusy(true);
    try {
      await checkKiis(campaignId, sheet.lang);
      await onChecked();
      notify('console.kiis.checkDone', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="article" data-testid={`kiis-sheet-${sheet.lang}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {translate('console.kiis.sheet', { language })}
        </Typography>
        {sheet.checkedAt ? (
          <Chip color="success" size="small" label={translate('console.kiis.checked', { date: when(sheet.checkedAt, locale) })} />
        ) : (
          <Chip size="small" label={translate('console.kiis.waiting', { date: when(sheet.updatedAt, locale) })} />
        )}
        {sheet.checkedAt ? null : (
          <Button variant="contained" size="small" startIcon={<CheckCircleIcon />} disabled={busy} onClick={() => void check()}>
            {translate('console.kiis.check')}
          </Button>
        )}
      </Stack>
      <Box lang={sheet.lang} dir="auto">
        {KIIS_SECTIONS.map((key) => (
          <Box key={key}>
            <SubHeading title={`console.kiis.sections.${key}`} />
            <Prose text={sheet[key]} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The campaign's key investment information sheets (ECSP Art. 23): every language the owner wrote,
 * readable in full, each marked checked by staff here (a change by the owner asks for a new check).
 */
export const KiisPanel = () => {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const queryKey = ['campaign-kiis', record?.id];
  const { data } = useQuery({ queryKey, queryFn: () => fetchKiis(record!.id), enabled: Boolean(record) });
  if (!record || !data) return null;
  return (
    <Section title="console.kiis.section" wide>
      {data.length === 0 ? (
        <Typography variant="body2">{translate('console.kiis.none')}</Typography>
      ) : (
        <Stack spacing={2}>
          {data.map((sheet) => (
            <Sheet key={sheet.lang} campaignId={record.id} sheet={sheet} onChecked={() => queryClient.invalidateQueries({ queryKey })} />
          ))}
        </Stack>
      )}
    </Section>
  );
};
