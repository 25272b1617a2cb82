import type { WireOf } from '@cf/domain';
import type { consoleMoneyOut } from '@cf/domain/schemas/campaign-investors';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../providers/httpClient';
import { useMoneyFormat } from '../resources/ledger/money';

type ConsoleMoney = WireOf<typeof consoleMoneyOut>;
const paidInvestments = encodeURIComponent(JSON.stringify({ status: 'success' }));

/** Money investors paid into campaigns in the last 7 days and in all, per currency (GET /console/dashboard/money). */
export const MoneyCard = () => {
  const translate = useTranslate();
  const format = useMoneyFormat();
  const { data, isPending } = useQuery({
    queryKey: ['dashboard-money'],
    queryFn: async () => (await httpClient(`${API_URL}/dashboard/money`)).json as ConsoleMoney,
  });
  return (
    <Card component="section" aria-labelledby="money-heading" data-testid="money-card">
      <CardContent>
        <Typography id="money-heading" variant="h6" component="h3" gutterBottom>
          {translate('console.moneyCard.title')}
        </Typography>
        {isPending || !data ? (
          <Skeleton variant="text" width={200} />
        ) : data.currencies.length === 0 ? (
          <Typography variant="body2">{translate('console.moneyCard.empty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('console.moneyCard.currency')}</TableCell>
                <TableCell align="right">{translate('console.moneyCard.week')}</TableCell>
                <TableCell align="right">{translate('console.moneyCard.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.currencies.map((row) => (
                <TableRow key={row.currency}>
                  <TableCell component="th" scope="row">
                    {row.currency}
                  </TableCell>
                  <TableCell align="right" data-testid={`money-week-${row.currency}`}>
                    {format(row.week, row.currency)}
                    <Typography variant="caption" component="div">
                      {translate('console.moneyCard.investments', { count: row.weekInvestments })}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" data-testid={`money-total-${row.currency}`}>
                    {format(row.total, row.currency)}
                    <Typography variant="caption" component="div">
                      {translate('console.moneyCard.investments', { count: row.investments })}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={`/investments?filter=${paidInvestments}`}>
          {translate('console.moneyCard.openInvestments')}
        </Button>
      </CardActions>
    </Card>
  );
};
