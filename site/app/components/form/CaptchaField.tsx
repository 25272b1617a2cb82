import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useLocation } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '~/lib/api-types';
import { useHydrated } from '~/lib/use-hydrated';
import { RefreshIcon } from '../icons/ui-icons';
import { Field, inputClass, withoutKey } from './Field';
import { isRecaptcha, type RecaptchaChallenge, RecaptchaWidget } from './RecaptchaWidget';

/** GET /captcha answers an image challenge, or the site key when staff chose reCAPTCHA. */
type Challenge = Captcha | RecaptchaChallenge;

type Props = {
  captcha: Challenge | null;
  textField: FieldMetadata<string | undefined>;
  /** Without a challenge from a loader, a change of this value (a new form result) fetches a new one. */
  challengeKey?: unknown;
};

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
const refreshClass =
  'inline-flex items-center gap-1 rounded-md border border-slate-400 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100';

/**
 * The server's text captcha (spec §5): image, the id to send back, the answer field and a refresh.
 * Every submission consumes the challenge, so the page's loader brings a new one after each
 * POST. With scripts, refresh fetches a new one from /resources/captcha (a plain fetch, not a
 * fetcher, so it is not fetched again after every form action); without, it reloads the page.
 * When staff chose reCAPTCHA, Google's box takes the image's place (RecaptchaWidget).
 */
export function CaptchaField({ captcha, textField, challengeKey }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const [fresh, setFresh] = useState<Challenge | null>(null);
  const refresh = useCallback(async () => {
    const res = await fetch('/resources/captcha', { headers: { accept: 'application/json' } });
    if (res.ok) setFresh((await res.json()) as Challenge);
  }, []);

  // A new challenge from the loader (after a POST) wins over an older refreshed one.
  const loaderChallengeId = captcha && !isRecaptcha(captcha) ? captcha.captchaId : null;
  useEffect(() => setFresh(null), [loaderChallengeId]);
  // A box rendered without a challenge (the home newsletter) fetches its own, and a new one after
  // each answer from the server (every submission consumes the challenge).
  useEffect(() => {
    if (!captcha) void refresh();
  }, [captcha, refresh, challengeKey]);

  const current = fresh ?? captcha;
  if (!current) return null;
  if (isRecaptcha(current)) {
    return <RecaptchaWidget challenge={current} errorId={textField.errorId} errors={textField.errors} resetKey={challengeKey} />;
  }
  const [, inputProps] = withoutKey(getInputProps(textField, { type: 'text' }));
  return (
    <div className="space-y-2">
      <input type="hidden" name="captchaId" value={current.captchaId} />
      <div className="flex flex-wrap items-center gap-3">
        <img
          src={svgUrl(current.svg)}
          alt={t('site.captcha.image')}
          width={150}
          height={50}
          className="rounded border border-slate-300 bg-white"
        />
        {hydrated ? (
          <button type="button" className={refreshClass} onClick={() => void refresh()}>
            <RefreshIcon className="h-4 w-4" />
            {t('site.captcha.refresh')}
          </button>
        ) : (
          <a href={location.pathname + location.search} className={refreshClass}>
            <RefreshIcon className="h-4 w-4" />
            {t('site.captcha.refresh')}
          </a>
        )}
      </div>
      <Field label={t('site.captcha.label')} meta={textField}>
        <input
          key={current.captchaId}
          {...inputProps}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className={`${inputClass} max-w-48`}
        />
      </Field>
    </div>
  );
}
