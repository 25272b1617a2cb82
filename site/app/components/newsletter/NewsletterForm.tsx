import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '~/lib/api-types';
import { CaptchaField } from '../form/CaptchaField';
import { FormErrors, inputClass, withoutKey } from '../form/Field';
import { SubmitButton } from '../form/SubmitButton';

type Props = {
  id: string;
  captchaOn: boolean;
  captcha?: Captcha | null;
  /** The result of a script-less POST, rendered by the /newsletter page. */
  lastResult?: SubmissionResult<string[]> | undefined;
  /** Where to return after subscribing; defaults to the current page. */
  redirectTo?: string | undefined;
};

/**
 * Newsletter sign-up. With scripts it posts through a fetcher (the page stays put); without, it
 * is a plain POST to /newsletter. Success redirects back with a toast; "already subscribed"
 * comes back as an error on the e-mail field.
 */
export function NewsletterForm({ id, captchaOn, captcha = null, lastResult, redirectTo }: Props) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ result: SubmissionResult<string[]> }>({ key: id });
  const location = useLocation();
  const [form, fields] = useForm<{ email: string; captchaText: string }>({
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    // The e-mail is checked by the server only (its answer comes back through the fetcher): the
    // home page, where this box lives, stays without the validation library (issue 15 bundle size).
    shouldValidate: 'onSubmit',
  });

  // A successful subscription redirects, which leaves the fetcher without data: clear the form.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== 'idle') wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      if (!fetcher.data) form.reset();
    }
  }, [fetcher.state, fetcher.data, form]);

  const [emailKey, emailProps] = withoutKey(getInputProps(fields.email, { type: 'email' }));
  return (
    <fetcher.Form method="post" action="/newsletter" preventScrollReset {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="redirectTo" value={redirectTo ?? location.pathname + location.search} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor={fields.email.id} className="sr-only">
            {t('site.newsletter.email')}
          </label>
          <input
            key={emailKey}
            {...emailProps}
            required
            autoComplete="email"
            placeholder={t('site.newsletter.email')}
            className={inputClass}
          />
          {fields.email.errors?.length ? (
            <p id={fields.email.errorId} className="mt-1.5 text-sm font-medium text-red-700">
              {fields.email.errors.join(' ')}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={fetcher.state !== 'idle'}>{t('site.newsletter.submit')}</SubmitButton>
      </div>
      {captchaOn ? <CaptchaField captcha={captcha} textField={fields.captchaText} challengeKey={fetcher.data} /> : null}
    </fetcher.Form>
  );
}
