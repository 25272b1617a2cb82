import {
  Alert,
  Box,
  Card,
  CardContent,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider, TrialBalance } from '../../providers/dataProvider';
import { JournalExport } from './JournalExport';
import { useMoneyFormat } from './money';

type CurrencyBalance = TrialBalance['currencies'][number];

/** One currency: a line per account kind, the totals, and whether debits equal credits. */
const CurrencyTable = ({ balance }: { balance: CurrencyBalance }) => {
  const translate = useTranslate();
  const format = useMoneyFormat();
  const headingId = useId();
  const money = (minor: number) => format(minor, balance.currency);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }} data-testid={`trial-balance-${balance.currency}`}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {balance.currency}
      </Typography>
      <Alert severity={balance.balanced ? 'success' : 'error'} sx={{ mb: 1 }} data-testid="trial-balance-status">
        {balance.balanced
          ? translate('console.ledger.balancedCurrency', { debit: money(balance.debit), credit: money(balance.credit) })
          : translate('console.ledger.unbalancedCurrency', { net: money(balance.net) })}
      </Alert>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.ledger.accountKind')}</TableCell>
            <TableCell align="right">{translate('console.ledger.accounts')}</TableCell>
            <TableCell align="right">{translate('console.ledger.debit')}</TableCell>
            <TableCell align="right">{translate('console.ledger.credit')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {balance.rows.map((row) => (
            <TableRow key={row.accountKind}>
              <TableCell>{translate(`console.choices.accountKind.${row.accountKind}`, { _: row.accountKind })}</TableCell>
              <TableCell align="right">{row.accounts}</TableCell>
              <TableCell align="right">{row.debit ? money(row.debit) : ''}</TableCell>
              <TableCell align="right">{row.credit ? money(row.credit) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2}>
              {translate('console.ledger.total')}
            </TableCell>
            <TableCell align="right">{money(balance.debit)}</TableCell>
            <TableCell align="right">{money(balance.credit)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
};

/**
 * The trial balance, recomputed from the entries on each visit: per currency, the accounts below
 * zero (debits: money held at the payment providers) against those above (credits: what the
 * platform owes). With the journal export for the accountant below it.
 */
const TrialBalancePage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [until, setUntil] = useState('');
  const { data, isPending, error } = useQuery({
    queryKey: ['trial-balance', until],
    queryFn: () => dataProvider.trialBalance(until || undefined),
  });
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('console.ledger.trialBalance')} />
      <Card>
        <CardContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('console.ledger.trialBalanceHelp')}
          </Typography>
          <TextField
            type="date"
            label={translate('console.ledger.until')}
            value={until}
            onChange={(e) => setUntil(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            size="small"
            sx={{ mb: 2 }}
          />
          {error ? <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert> : null}
          {isPending ? <Skeleton variant="rectangular" height={120} /> : null}
          {data && data.currencies.length === 0 ? <Typography>{translate('console.ledger.noEntries')}</Typography> : null}
          {data?.currencies.map((balance) => (
            <CurrencyTable key={balance.currency} balance={balance} />
          ))}
        </CardContent>
      </Card>
      <JournalExport />
    </Box>
  );
};

export default TrialBalancePage;
