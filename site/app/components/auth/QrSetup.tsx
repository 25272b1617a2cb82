import { useTranslation } from 'react-i18next';

export type TwoFactorSetup = { otpauthUrl: string; qrDataUrl: string; secret: string };

/** The QR code to scan and the same key to type by hand (grouped by four, left to right). */
export function QrSetup({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation();
  const grouped = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <div className="mt-6 space-y-3">
      <p className="text-sm text-slate-800">{t('account.twoFactor.scan')}</p>
      <img
        src={setup.qrDataUrl}
        alt={t('account.twoFactor.qrAlt')}
        width={200}
        height={200}
        className="rounded border border-slate-300 bg-white p-2"
      />
      <p className="text-sm text-slate-800">{t('account.twoFactor.manualKey')}</p>
      <p
        dir="ltr"
        className="break-all rounded bg-slate-100 px-3 py-2 font-mono text-base tracking-wider"
        data-testid="two-factor-secret"
        data-secret={setup.secret}
      >
        {grouped}
      </p>
    </div>
  );
}

/** Only a data: image the API made may be shown again after a round trip through the form. */
export function isQrDataUrl(value: unknown): value is string {
  return typeof value === 'string' && value.length < 20_000 && /^data:image\/(png|svg\+xml|gif);base64,[A-Za-z0-9+/=]+$/.test(value);
}
