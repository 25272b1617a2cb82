import type { WireOf } from '@cf/domain';
import type { ledgerTransferOut } from '@cf/domain/schemas/ledger-answers';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { useMoneyFormat } from '../ledger/money';

type Transfer = WireOf<typeof ledgerTransferOut>;
type Entry = Transfer['entries'][number];

/** Who an account belongs to: a person or a campaign (linked), a payment provider, or the platform. */
const Owner = ({ entry }: { entry: Entry }) => {
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (entry.userId)
    return <Link to={createPath({ resource: 'users', id: entry.userId, type: 'show' })}>{entry.userEmail ?? entry.userId}</Link>;
  if (entry.campaignId !== null)
    return (
      <Link to={createPath({ resource: 'campaigns', id: entry.campaignId, type: 'show' })}>
        {entry.campaignName ?? `#${entry.campaignId}`}
      </Link>
    );
  return <>{entry.provider ?? translate('console.ledger.platform')}</>;
};

/**
 * The transfer's entries as a journal: an entry that takes from an account is a debit, one that
 * adds to it a credit; per currency the two columns are equal (the database refuses anything else).
 */
export const EntriesTable = () => {
  const record = useRecordContext<Transfer>();
  const translate = useTranslate();
  const format = useMoneyFormat();
  const headingId = useId();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('console.ledger.entries')}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.ledger.account')}</TableCell>
            <TableCell>{translate('console.ledger.accountKind')}</TableCell>
            <TableCell>{translate('console.ledger.owner')}</TableCell>
            <TableCell align="right">{translate('console.ledger.debit')}</TableCell>
            <TableCell align="right">{translate('console.ledger.credit')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.entries.map((entry) => (
            <TableRow key={entry.id} data-testid="ledger-entry">
              <TableCell>#{entry.accountId}</TableCell>
              <TableCell>{translate(`console.choices.accountKind.${entry.accountKind}`, { _: entry.accountKind })}</TableCell>
              <TableCell>
                <Owner entry={entry} />
              </TableCell>
              <TableCell align="right">{entry.amount < 0 ? format(-entry.amount, entry.currency) : ''}</TableCell>
              <TableCell align="right">{entry.amount > 0 ? format(entry.amount, entry.currency) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
