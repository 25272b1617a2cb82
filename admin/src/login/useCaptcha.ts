import { useCallback, useEffect, useState } from 'react';
import { currentLocale } from '../i18n';

/** GET /captcha answers an image challenge, or the site key when staff chose Google reCAPTCHA. */
type Challenge = { kind: 'image'; captchaId: string; src: string } | { kind: 'recaptcha'; siteKey: string };
type CaptchaAnswer = { captchaId: string; svg: string } | { provider: 'recaptcha'; siteKey: string };
type Envelope<T> = { status: string; data: { data: T } };

const getJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': currentLocale() } });
  if (!response.ok) throw new Error(response.statusText);
  return ((await response.json()) as Envelope<T>).data.data;
};

const challengeOf = (answer: CaptchaAnswer): Challenge =>
  'provider' in answer
    ? { kind: 'recaptcha', siteKey: answer.siteKey }
    : { kind: 'image', captchaId: answer.captchaId, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(answer.svg)}` };

/**
 * The staff login captcha, when staff switched it on (captcha settings: adminLogin) or when the API
 * asks for one (captchaRequired: many failed sign-ins from this address). The image captcha's SVG
 * is shown through an <img> data URL, never inserted as markup; with reCAPTCHA, Google's box
 * gives a token instead. Either answer is single use: `round` counts the challenges shown.
 */
export function useCaptcha() {
  const [required, setRequired] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [token, setToken] = useState('');
  const [round, setRound] = useState(0);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    setToken('');
    setRound((n) => n + 1);
    try {
      setChallenge(challengeOf(await getJson<CaptchaAnswer>('/api/v1/captcha')));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    let active = true;
    getJson<{ adminLogin: boolean }>('/api/v1/admin/recaptcha/front')
      .then(({ adminLogin }) => {
        if (!active) return;
        setRequired(adminLogin);
        if (adminLogin) void refresh();
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [refresh]);

  /** The API asked for a captcha (many failed sign-ins from this address): show one from now on. */
  const demand = useCallback(() => {
    setRequired(true);
    void refresh();
  }, [refresh]);

  /** What the sign-in sends for the provider in use. */
  const answer = (captchaText: string | undefined) =>
    challenge?.kind === 'recaptcha'
      ? { captchaToken: token || undefined }
      : { captchaId: challenge?.captchaId, captchaText: captchaText || undefined };

  return { required, challenge, failed, round, refresh, demand, setToken, answer };
}
