import { useTranslate } from 'react-admin';

/** A note's decision at maturity, in words (nothing while undecided). */
export const OutcomeText = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  return value ? <>{translate(`console.certificates.outcomes.${String(value)}`, { _: String(value) })}</> : null;
};
