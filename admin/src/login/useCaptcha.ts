import { useCallback, useEffect, useState } from 'react';
import { currentLocale } from '../i18n';

type Challenge = { captchaId: string; src: string };
type Envelope<T> = { status: string; data: { data: T } };

const getJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': currentLocale() } });
  if (!response.ok) throw new Error(response.statusText);
  return ((await response.json()) as Envelope<T>).data.data;
};

/**
 * The staff login captcha, when staff switched it on (captcha settings: adminLogin) or when the API
 * asks for one (captchaRequired: many failed sign-ins from this address). The SVG is
 * shown through an <img> data URL, never inserted as markup. A challenge is single use.
 */
export function useCaptcha() {
  const [required, setRequired] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const { captchaId, svg } = await getJson<{ captchaId: string; svg: string }>('/api/v1/captcha');
      setChallenge({ captchaId, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
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

  return { required, challenge, failed, refresh, demand };
}
