import type { WireOf } from '@cf/domain';
import type { portfolioTotalsOut } from '@cf/domain/schemas/portfolio';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import {
  Link,
  ReferenceField,
  TextField,
  useCreatePath,
  useGetList,
  useGetOne,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useMoneyFormat } from '../ledger/money';

type Totals = WireOf<typeof portfolioTotalsOut>;
type Investment = { id: string; campaignId: number; amount: number; currency: string; status: string; createdAt: string };

const LATEST = 10;

/**
 * A person's investor portfolio (issue 10 §8): totals per currency, as their dashboard states them
 * (GET /portfolio/{id}), and their latest investments from the investments resource filtered by
 * investorId, with a link to all of them.
 */
export const UserPortfolio = () => {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const format = useMoneyFormat();
  const [locale] = useLocaleState();
  const headingId = useId();
  const id = record?.id;
  const { data: portfolio } = useGetOne<{ id: string; totals: Totals[] }>('portfolio', { id: id! }, { enabled: Boolean(id) });
  const { data: investments, total } = useGetList<Investment>(
    'investments',
    { filter: { investorId: id }, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: LATEST } },
    { enabled: Boolean(id) },
  );
  if (!id || !portfolio) return null;
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const allHref = `${createPath({ resource: 'investments', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify({ investorId: id }))}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }} data-testid="user-portfolio">
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('console.portfolio.title')}
      </Typography>
      {portfolio.totals.length === 0 ? (
        <Typography variant="body2">{translate('console.portfolio.none')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('console.portfolio.totals')}>
          <TableHead>
            <TableRow>
              {['currency', 'invested', 'paidIn', 'refunded', 'investments', 'campaigns', 'pending', 'distributions'].map((key) => (
                <TableCell key={key} align={key === 'currency' ? 'left' : 'right'}>
                  {translate(`console.portfolio.columns.${key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {portfolio.totals.map((t) => (
              <TableRow key={t.currency.code}>
                <TableCell>{t.currency.code}</TableCell>
                <TableCell align="right">{format(t.invested, t.currency.code)}</TableCell>
                <TableCell align="right">{format(t.paidIn, t.currency.code)}</TableCell>
                <TableCell align="right">{format(t.refunded, t.currency.code)}</TableCell>
                <TableCell align="right">{number(t.investmentCount)}</TableCell>
                <TableCell align="right">{number(t.campaignCount)}</TableCell>
                <TableCell align="right">{number(t.pendingCount)}</TableCell>
                <TableCell align="right">{format(t.distributionsReceived, t.currency.code)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {investments?.length ? (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
            {translate('console.portfolio.latest', { count: investments.length, total: total ?? investments.length })}
          </Typography>
          <Table size="small" aria-label={translate('console.portfolio.latestLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.investments.fields.createdAt')}</TableCell>
                <TableCell>{translate('resources.investments.fields.campaignId')}</TableCell>
                <TableCell>{translate('resources.investments.fields.status')}</TableCell>
                <TableCell align="right">{translate('console.portfolio.columns.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {investments.map((i) => (
                <TableRow key={i.id}>
                  <TableCell>
                    <Link to={createPath({ resource: 'investments', id: i.id, type: 'show' })}>
                      {new Date(i.createdAt).toLocaleDateString(locale)}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <ReferenceField record={i} source="campaignId" reference="campaigns" link="show">
                      <TextField source="companyName" />
                    </ReferenceField>
                  </TableCell>
                  <TableCell>{translate(`console.choices.paymentStatus.${i.status}`, { _: i.status })}</TableCell>
                  <TableCell align="right">{format(i.amount, i.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Button component={Link} to={allHref} variant="outlined" size="small" sx={{ mt: 1 }}>
            {translate('console.portfolio.all')}
          </Button>
        </>
      ) : null}
    </Box>
  );
};
