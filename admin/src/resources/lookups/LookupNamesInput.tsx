import { Box, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useLanguages } from '../../components/LanguageInput';

/** Names are strings, never null: keep '' (react-admin's default parse turns it into null). */
const keepText = (value: string) => value;

/** One name per content language; English is the fallback, so it is required. */
export const LookupNamesInput = () => {
  const translate = useTranslate();
  const { languages } = useLanguages();
  const codes = ['en', ...languages.map((l) => l.code).filter((code) => code !== 'en')];
  const nameOf = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mt: 1 }}>
        {translate('console.labels.names')}
      </Typography>
      {codes.map((code) => (
        <TextInput
          key={code}
          source={`names.${code}`}
          label={translate('console.labels.nameIn', { language: nameOf(code) })}
          parse={keepText}
          defaultValue=""
          isRequired={code === 'en'}
          dir="auto"
        />
      ))}
    </Box>
  );
};
