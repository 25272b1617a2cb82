import { RECONCILIATION_STATUSES, type reconciliationRunShowOut } from '@cf/domain/schemas/disputes';
import type { WireOf } from '@cf/domain';
import { PAYMENT_PROVIDERS } from '@cf/domain/wallet';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { DateField, NumberField, SelectField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { useMoneyFormat } from '../ledger/money';

type Run = WireOf<typeof reconciliationRunShowOut>;

/** Each reference whose money differs: what the provider says, what the ledger says, and its transfers. */
const Differences = () => {
  const record = useRecordContext<Run>();
  const translate = useTranslate();
  const format = useMoneyFormat();
  const headingId = useId();
  if (!record) return null;
  const money = (minor: number | null, currency: string) => (minor === null ? translate('console.labels.empty') : format(minor, currency));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('console.reconciliation.differences')}
      </Typography>
      {record.items.length === 0 ? (
        <Typography variant="body2">{translate('console.reconciliation.noDifferences')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.reconciliation-runs.fields.status')}</TableCell>
              <TableCell>{translate('console.reconciliation.reference')}</TableCell>
              <TableCell align="right">{translate('console.reconciliation.providerAmount')}</TableCell>
              <TableCell align="right">{translate('console.reconciliation.ledgerAmount')}</TableCell>
              <TableCell>{translate('console.reconciliation.transfers')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.items.map((d) => (
              <TableRow key={d.id} data-testid="reconciliation-difference">
                <TableCell>{translate(`console.choices.differenceKind.${d.kind}`)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{d.reference}</TableCell>
                <TableCell align="right">{money(d.providerAmount, d.currency)}</TableCell>
                <TableCell align="right">{money(d.ledgerAmount, d.currency)}</TableCell>
                <TableCell>{d.transferIds.map((id) => `#${id}`).join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};

/** One route's reconciliation of one day: its counts, then every difference. */
const RunShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="day" />
      <SelectField source="provider" choices={useChoices('paymentType', PAYMENT_PROVIDERS)} />
      <SelectField source="status" choices={useChoices('reconciliationStatus', RECONCILIATION_STATUSES)} />
      <NumberField source="providerCount" />
      <NumberField source="ledgerCount" />
      <NumberField source="matched" />
      <NumberField source="differences" />
      <DateField source="createdAt" showTime />
    </SimpleShowLayout>
    <Differences />
  </Show>
);

export default RunShow;
