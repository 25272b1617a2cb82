import type { WireOf } from '@cf/domain';
import type { disputeShowOut } from '@cf/domain/schemas/disputes';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { useMoneyFormat } from '../ledger/money';

type Dispute = WireOf<typeof disputeShowOut>;

/** Every transfer that moved the dispute's money, each with its entries: what left which account, what reached which. */
export const MoneyTrail = () => {
  const record = useRecordContext<Dispute>();
  const translate = useTranslate();
  const format = useMoneyFormat();
  const createPath = useCreatePath();
  const headingId = useId();
  // The list's row may stand in for the record while the show's own answer (with the trail) loads.
  if (!record?.transfers) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('console.disputes.trail')}
      </Typography>
      {record.transfers.length === 0 ? (
        <Typography variant="body2">{translate('console.disputes.noTrail')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.transactions.fields.id')}</TableCell>
              <TableCell>{translate('resources.transactions.fields.kind')}</TableCell>
              <TableCell>{translate('console.ledger.accountKind')}</TableCell>
              <TableCell align="right">{translate('console.ledger.debit')}</TableCell>
              <TableCell align="right">{translate('console.ledger.credit')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.transfers.flatMap((transfer) =>
              transfer.entries.map((entry, i) => (
                <TableRow key={`${transfer.id}-${i}`} data-testid="dispute-trail-entry">
                  <TableCell>
                    {i === 0 ? (
                      <Link to={createPath({ resource: 'transactions', id: transfer.id, type: 'show' })}>#{transfer.id}</Link>
                    ) : null}
                  </TableCell>
                  <TableCell>{i === 0 ? translate(`console.choices.transferKind.${transfer.kind}`, { _: transfer.kind }) : null}</TableCell>
                  <TableCell>
                    {translate(`console.choices.accountKind.${entry.accountKind}`, { _: entry.accountKind })}
                    {entry.provider ? ` (${entry.provider})` : ''}
                  </TableCell>
                  <TableCell align="right">{entry.amount < 0 ? format(-entry.amount, record.currency) : ''}</TableCell>
                  <TableCell align="right">{entry.amount > 0 ? format(entry.amount, record.currency) : ''}</TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
