import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { currentLocale } from '../i18n';
import { type Grecaptcha, loadRecaptcha } from '@cf/domain/recaptcha-script';

type Props = {
  siteKey: string;
  onToken: (token: string) => void;
  /** Changes with each new challenge: Google takes a token once, so the box is ticked again. */
  round: number;
};

/**
 * Google's "I'm not a robot" box: its token goes with the sign-in as captchaToken. The API names
 * captchaText for captcha errors whatever the provider, so they are shown under the box.
 */
export const RecaptchaBox = ({ siteKey, onToken, round }: Props) => {
  const translate = useTranslate();
  const { errors } = useFormState({ name: 'captchaText' });
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || widget.current) return;
    loadRecaptcha(currentLocale())
      .then((api) => {
        if (widget.current || !el.isConnected) return;
        const id = api.render(el, { sitekey: siteKey, callback: onToken, 'expired-callback': () => onToken('') });
        widget.current = { api, id };
      })
      .catch(() => setFailed(true));
  }, [siteKey, onToken]);

  useEffect(() => {
    if (widget.current) widget.current.api.reset(widget.current.id);
  }, [round]);

  const message = errors.captchaText?.message;
  return (
    <Box sx={{ mt: 1 }}>
      {failed ? (
        <Typography color="error" variant="body2" role="alert">
          {translate('console.login.recaptchaUnavailable')}
        </Typography>
      ) : (
        <div ref={box} data-testid="recaptcha" />
      )}
      {typeof message === 'string' ? (
        <Typography color="error" variant="body2">
          {message}
        </Typography>
      ) : null}
    </Box>
  );
};
