import { loginInput, z } from '@cf/domain';
import LockIcon from '@mui/icons-material/Lock';
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, HttpError, PasswordInput, SaveButton, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { useStaffLanguage } from '../layout/useStaffLanguage';
import { type Staff, TwoFactorRequired } from '../providers/authProvider';
import { formResolver } from '../providers/formResolver';
import { CaptchaField } from './CaptchaField';
import { useCaptcha } from './useCaptcha';

// The code field only appears once the API asks for it.
const resolver = formResolver(loginInput.extend({ code: z.string().trim().max(20).optional() }));

type Values = { email: string; password: string; captchaText?: string; code?: string };

/**
 * Staff sign-in: e-mail, password and the captcha when switched on or when the API asks for it
 * (many failed sign-ins from this address); staff with two-factor are then asked for their code.
 * The server's message is shown, with the wait when the API asks for one. Signed in, the console
 * switches to the staff member's saved language unless this browser has a choice of its own.
 */
const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const captcha = useCaptcha();
  const language = useStaffLanguage();
  const [pending, setPending] = useState(false);
  const [askCode, setAskCode] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    const { email, password, captchaText, code } = values as Values;
    setPending(true);
    try {
      const staff: Staff = await login({
        email,
        password,
        ...captcha.answer(captchaText),
        code: code || undefined,
      });
      language.adopt(staff.notificationLanguage);
      return undefined;
    } catch (error) {
      const body = (error instanceof HttpError ? error.body : undefined) as
        { captchaRequired?: boolean; retryAfterSeconds?: number } | undefined;
      // Each challenge is used once; the API may also ask for one now (many failures from this address).
      if (body?.captchaRequired) captcha.demand();
      else if (captcha.required) void captcha.refresh();
      if (error instanceof TwoFactorRequired) {
        setAskCode(true);
        notify('console.login.codeRequired', { type: 'info' });
        return undefined;
      }
      const message = error instanceof Error ? error.message : translate('ra.auth.sign_in_error');
      // A wait (429): say when to try again, from the API's retryAfterSeconds.
      const wait =
        typeof body?.retryAfterSeconds === 'number' ? ` ${translate('console.login.retryIn', { seconds: body.retryAfterSeconds })}` : '';
      notify(`${message}${wait}`, { type: 'error' });
      return error instanceof HttpError ? (error.body?.errors as Record<string, unknown> | undefined) : undefined;
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'secondary.main', mb: 1 }}>
              <LockIcon />
            </Avatar>
            <Typography variant="h5" component="h1">
              {translate('console.login.title')}
            </Typography>
          </Box>
          <Form onSubmit={submit} resolver={resolver} defaultValues={{ email: '', password: '', captchaText: '', code: '' }} noValidate>
            <TextInput source="email" type="email" label="console.login.email" autoComplete="username" autoFocus />
            <PasswordInput source="password" label="console.login.password" autoComplete="current-password" />
            {askCode ? (
              <TextInput
                source="code"
                label="console.login.code"
                helperText="console.login.codeHelp"
                autoComplete="one-time-code"
                autoFocus
              />
            ) : null}
            {captcha.required ? <CaptchaField captcha={captcha} /> : null}
            <SaveButton label="console.login.submit" icon={<LockIcon />} fullWidth alwaysEnable disabled={pending} sx={{ mt: 2 }} />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};

export default LoginPage;
