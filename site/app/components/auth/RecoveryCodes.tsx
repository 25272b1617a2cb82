import { useTranslation } from 'react-i18next';

/** Recovery codes, shown once: a list that reads well and copies well (monospace, left to right). */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recovery-codes-title" className="mt-6 rounded-md border border-amber-600 bg-amber-50 p-4">
      <h2 id="recovery-codes-title" className="text-lg font-semibold">
        {t('account.twoFactor.recoveryTitle')}
      </h2>
      <p className="mt-2 text-sm text-slate-800">{t('account.twoFactor.recoveryCodesIntro')}</p>
      <ul
        aria-label={t('account.twoFactor.recoveryList')}
        dir="ltr"
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-base"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-3 py-1.5 text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
    </section>
  );
}
