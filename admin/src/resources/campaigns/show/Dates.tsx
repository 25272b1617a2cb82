import { useLocaleState } from 'react-admin';

/** A calendar date (YYYY-MM-DD) as written in the staff member's language, without a time zone shift. */
export const Day = ({ value }: { value: string | null | undefined }) => {
  const [locale] = useLocaleState();
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return value ? <>{value}</> : null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return <>{date.toLocaleDateString(locale, { dateStyle: 'medium' })}</>;
};

/** A moment (ISO timestamp) in the staff member's time zone. */
export const Instant = ({ value }: { value: string | null | undefined }) => {
  const [locale] = useLocaleState();
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? <>{value}</> : <>{date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}</>;
};
