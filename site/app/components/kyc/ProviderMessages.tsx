import { useTranslation } from 'react-i18next';

/** What the identity provider said about the party: errors to fix and warnings to read. */
export function ProviderMessages({ errors, warnings }: { errors: string[]; warnings: string[] }) {
  const { t } = useTranslation();
  if (errors.length === 0 && warnings.length === 0) return null;
  return (
    <div className="space-y-3">
      {errors.length > 0 ? (
        <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">{t('account.kyc.providerErrors')}</p>
          <ul className="mt-1 list-disc ps-5">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <div className="rounded-md border border-amber-700 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">{t('account.kyc.providerWarnings')}</p>
          <ul className="mt-1 list-disc ps-5">
            {warnings.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
