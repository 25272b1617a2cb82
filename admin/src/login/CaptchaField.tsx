import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, IconButton, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { RecaptchaBox } from './RecaptchaBox';
import type { useCaptcha } from './useCaptcha';

/** The image captcha with its refresh and text field, or Google's box when staff chose reCAPTCHA. */
export const CaptchaField = ({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) => {
  const translate = useTranslate();
  const { challenge } = captcha;
  if (challenge?.kind === 'recaptcha') {
    return <RecaptchaBox siteKey={challenge.siteKey} onToken={captcha.setToken} round={captcha.round} />;
  }
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {challenge ? (
          <Box
            component="img"
            src={challenge.src}
            alt={translate('console.login.captchaImage')}
            sx={{ height: 50, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
          />
        ) : null}
        <IconButton onClick={() => void captcha.refresh()} aria-label={translate('console.login.captchaRefresh')}>
          <RefreshIcon />
        </IconButton>
      </Box>
      {captcha.failed ? (
        <Typography color="error" variant="body2" role="alert">
          {translate('console.login.captchaUnavailable')}
        </Typography>
      ) : null}
      <TextInput source="captchaText" label="console.login.captcha" autoComplete="off" />
    </Box>
  );
};
