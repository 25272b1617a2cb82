import { useTranslation } from 'react-i18next';

/** The API names each skipped address with its reason, already in the reader's language (`message`). */
type Entry = string | { email: string; reason?: string | null; message?: string | null };
const addressOf = (e: Entry) => (typeof e === 'string' ? e : e.email);
const reasonOf = (e: Entry) => (typeof e === 'string' ? null : (e.message ?? e.reason ?? null));

/** What the last send did: who was invited, and who was skipped and why. */
export function InviteResult({ sent, skipped }: { sent: unknown[]; skipped: unknown[] }) {
  const { t } = useTranslation();
  const sentList = sent as Entry[];
  const skippedList = skipped as Entry[];
  return (
    <div role="status" className="mt-6 space-y-4 rounded-md border border-slate-300 bg-slate-50 p-4 text-sm">
      <div>
        <p className="font-semibold">{t('account.invite.sent', { count: sentList.length })}</p>
        {sentList.length > 0 ? (
          <ul className="mt-1 list-disc ps-5" dir="ltr">
            {sentList.map((e) => (
              <li key={addressOf(e)}>{addressOf(e)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {skippedList.length > 0 ? (
        <div>
          <p className="font-semibold">{t('account.invite.skipped', { count: skippedList.length })}</p>
          <ul className="mt-1 list-disc ps-5">
            {skippedList.map((e) => (
              <li key={addressOf(e)}>
                <span dir="ltr">{addressOf(e)}</span>
                {reasonOf(e) ? <span className="text-slate-700"> — {reasonOf(e)}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
