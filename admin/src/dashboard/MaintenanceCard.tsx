import BuildIcon from '@mui/icons-material/Build';
import { Alert, Button, Card, CardActions, CardContent, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';

type SiteSettings = { id: number; maintainanceMode: boolean; exceptIP: string | null };

/** Maintenance in one click: the state comes from the site settings, the switch is a staff action. */
export const MaintenanceCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data, isPending, refetch } = useGetOne<SiteSettings>('site-settings', { id: 1 });
  const [saving, setSaving] = useState(false);
  const on = Boolean(data?.maintainanceMode);

  const toggle = async () => {
    setSaving(true);
    try {
      const result = await dataProvider.setMaintenance(!on);
      notify(result.maintainanceMode ? 'console.dashboard.switchedOn' : 'console.dashboard.switchedOff', { type: 'success' });
      await refetch();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="maintenance-heading">
      <CardContent>
        <Typography id="maintenance-heading" variant="h6" component="h2" gutterBottom>
          {translate('console.dashboard.maintenance')}
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : (
          <Alert severity={on ? 'warning' : 'success'} role="status" data-testid="maintenance-state">
            {translate(on ? 'console.dashboard.maintenanceOn' : 'console.dashboard.maintenanceOff')}
            {on && data?.exceptIP ? ` ${translate('console.dashboard.exceptIP', { ip: data.exceptIP })}` : ''}
          </Alert>
        )}
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          color={on ? 'primary' : 'error'}
          startIcon={<BuildIcon />}
          onClick={toggle}
          disabled={isPending || saving}
        >
          {translate(on ? 'console.dashboard.switchOff' : 'console.dashboard.switchOn')}
        </Button>
      </CardActions>
    </Card>
  );
};
