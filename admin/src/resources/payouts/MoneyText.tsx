import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useMoneyFormat } from '../ledger/money';

/** An amount in minor units of the record's own currency. */
export const RecordMoney = ({ source, currencySource = 'currency' }: { source: string; currencySource?: string; label?: string }) => {
  const record = useRecordContext();
  const format = useMoneyFormat();
  const minor = record?.[source];
  const code = record?.[currencySource];
  if (typeof minor !== 'number' || typeof code !== 'string') return null;
  return <Typography variant="body2">{format(minor, code)}</Typography>;
};
