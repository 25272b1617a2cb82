import { numberFormat } from '@cf/domain/number-format';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '~/lib/account/format';
import type { Register } from '~/lib/certificates/types';

export type ReissueAnswer = { certificateId: string; ok: boolean; message: string } | undefined;

/**
 * The shareholder register: one row per live certificate (number, holder, shares, class, date),
 * each with a small form to reissue it (the old number becomes void; works without JavaScript).
 */
export function RegisterTable({
  register,
  lang,
  timezone,
  answer,
}: {
  register: Register;
  lang: string;
  timezone: string;
  answer: ReissueAnswer;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const count = numberFormat(lang);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('certificates.register.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {(['number', 'holder', 'shares', 'class', 'date'] as const).map((column) => (
              <th key={column} scope="col" className="py-2 pe-3 text-start font-medium">
                {t(`certificates.register.${column}`)}
              </th>
            ))}
            <th scope="col" className="py-2 text-end font-medium">
              <span className="sr-only">{t('certificates.register.reissue')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {register.entries.map((e) => (
            <tr key={e.certificateId} className="border-b border-slate-100 align-top" data-testid="shareholder">
              <th scope="row" className="py-2 pe-3 text-start font-semibold" dir="ltr">
                {e.number}
              </th>
              <td className="py-2 pe-3">{e.holderName}</td>
              <td className="py-2 pe-3">{count.format(e.shares)}</td>
              <td className="py-2 pe-3">{e.shareClass}</td>
              <td className="py-2 pe-3">{formatDate(e.issuedAt, lang, timezone)}</td>
              <td className="py-2 text-end">
                <details>
                  <summary className="cursor-pointer font-medium text-primary underline">{t('certificates.register.reissue')}</summary>
                  <Form method="post" className="mt-2 flex flex-col items-end gap-2">
                    <input type="hidden" name="certificateId" value={e.certificateId} />
                    <label className="text-start text-sm">
                      <span className="block font-medium">{t('certificates.register.reissueReason')}</span>
                      <input name="reason" required maxLength={500} className="mt-1 w-56 rounded-md border border-slate-300 px-2 py-1" />
                    </label>
                    <button type="submit" disabled={busy} className="rounded-md bg-primary px-3 py-1 font-semibold text-white">
                      {t('certificates.register.reissue')}
                    </button>
                  </Form>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={6} className="py-2 font-semibold">
              {t('certificates.register.total', { shares: count.format(register.totalShares) })}
            </td>
          </tr>
        </tfoot>
      </table>
      {answer ? (
        <p
          role={answer.ok ? 'status' : 'alert'}
          data-testid="reissue-result"
          className={answer.ok ? 'mt-4 text-green-800' : 'mt-4 text-red-700'}
        >
          {answer.message}
        </p>
      ) : null}
    </div>
  );
}
