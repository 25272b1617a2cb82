import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { JobRun } from './api';
import { dateTimeText, resultText, statusKey } from './format';

const COLOURS = { running: 'info', succeeded: 'success', failed: 'error', stale: 'warning' } as const;
const COLUMNS = ['period', 'status', 'startedAt', 'finishedAt', 'attempts', 'instance', 'startedBy', 'outcome'] as const;

/** A job's newest runs, newest first: a failed one shows its error where a result would be. */
export const JobRunsTable = ({ runs, label }: { runs: JobRun[]; label: string }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  if (runs.length === 0) return <Typography variant="body2">{translate('jobs.console.noRuns')}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={column === 'attempts' ? 'right' : 'left'}>
              {translate(`jobs.console.columns.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.map((run) => {
          const status = statusKey(run);
          return (
            <TableRow key={run.id} data-testid="job-run" data-status={status}>
              <TableCell>{run.trigger === 'manual' ? translate('jobs.console.manual') : run.period}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={COLOURS[status as keyof typeof COLOURS]}
                  label={translate(`jobs.console.statuses.${status}`)}
                />
              </TableCell>
              <TableCell>{dateTimeText(run.startedAt, locale)}</TableCell>
              <TableCell>{dateTimeText(run.finishedAt, locale)}</TableCell>
              <TableCell align="right">{run.attempts}</TableCell>
              <TableCell>{run.instance}</TableCell>
              <TableCell>{run.trigger === 'manual' ? (run.startedByEmail ?? '') : translate('jobs.console.bySchedule')}</TableCell>
              <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
                {run.status === 'failed' ? (
                  <Typography color="error" variant="body2">
                    {run.error}
                  </Typography>
                ) : (
                  resultText(run.result)
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
