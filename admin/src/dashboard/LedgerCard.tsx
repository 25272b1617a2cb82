import { Alert, Button, Card, CardActions, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import { trialBalancePage } from '../resources/ledger';
import type { ConsoleDataProvider } from '../providers/dataProvider';

/** The ledger's invariants, recomputed from the entries on each visit (GET /console/ledger/check). */
export const LedgerCard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data, isPending } = useQuery({ queryKey: ['ledger-check'], queryFn: () => dataProvider.checkLedger() });
  return (
    <Card component="section" aria-labelledby="ledger-heading">
      <CardContent>
        <Typography id="ledger-heading" variant="h6" component="h3" gutterBottom>
          {translate('console.dashboard.ledger')}
        </Typography>
        {isPending || !data ? (
          <Skeleton variant="text" width={200} />
        ) : (
          <>
            <Alert severity={data.balanced ? 'success' : 'error'} data-testid="ledger-status">
              {data.balanced
                ? translate('console.dashboard.ledgerBalanced')
                : translate('console.dashboard.ledgerUnbalanced', {
                    unbalanced: data.unbalancedTransfers,
                    drifted: data.driftedAccounts,
                    negative: data.negativeBalances,
                  })}
            </Alert>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('console.dashboard.ledgerCounts', { transfers: data.transfers, entries: data.entries })}
            </Typography>
          </>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={trialBalancePage.path}>
          {translate('console.dashboard.openTrialBalance')}
        </Button>
      </CardActions>
    </Card>
  );
};
