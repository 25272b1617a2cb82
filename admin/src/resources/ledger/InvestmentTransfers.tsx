import type { WireOf } from '@cf/domain';
import type { ledgerTransferOut } from '@cf/domain/schemas/ledger-answers';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { Link, useCreatePath, useGetList, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useMoneyFormat } from './money';

type Transfer = WireOf<typeof ledgerTransferOut>;

/** The ledger transfers that moved an investment's money (paid, paid late, refunded), each linked to its entries. */
export const InvestmentTransfers = () => {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const format = useMoneyFormat();
  const [locale] = useLocaleState();
  const headingId = useId();
  const { data, isPending } = useGetList<Transfer>(
    'transactions',
    { filter: { investmentId: record?.id }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 25 } },
    { enabled: Boolean(record?.id) },
  );
  if (!record || isPending) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('console.ledger.investmentTransfers')}
      </Typography>
      {!data?.length ? (
        <Typography variant="body2">{translate('console.ledger.noTransfers')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.transactions.fields.id')}</TableCell>
              <TableCell>{translate('resources.transactions.fields.createdAt')}</TableCell>
              <TableCell>{translate('resources.transactions.fields.kind')}</TableCell>
              <TableCell align="right">{translate('resources.transactions.fields.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((transfer) => (
              <TableRow key={transfer.id}>
                <TableCell>
                  <Link to={createPath({ resource: 'transactions', id: transfer.id, type: 'show' })}>#{transfer.id}</Link>
                </TableCell>
                <TableCell>{new Date(transfer.createdAt).toLocaleString(locale)}</TableCell>
                <TableCell>{translate(`console.choices.transferKind.${transfer.kind}`, { _: transfer.kind })}</TableCell>
                <TableCell align="right">{format(transfer.amount, transfer.currency.split(',')[0] ?? '')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
