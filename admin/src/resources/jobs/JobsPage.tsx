import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ActionDialogButton } from '../../components/ActionDialogButton';
import { type ConsoleJob, fetchJobs, runJob } from './api';
import { JobRunsTable } from './JobRunsTable';

/** While a run is going (a manual one ends in the background), the page looks again every 2 s. */
const POLL_MS = 2_000;
const running = (jobs: ConsoleJob[] | undefined) =>
  Boolean(jobs?.some((job) => job.runs.some((run) => run.status === 'running' && !run.stale)));

const JobCard = ({ job }: { job: ConsoleJob }) => {
  const translate = useTranslate();
  const headingId = useId();
  const name = translate(`jobs.names.${job.name}`, { _: job.name });
  return (
    <Card component="section" aria-labelledby={headingId} data-testid={`job-${job.name}`}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
          <Box>
            <Typography id={headingId} variant="h6" component="h2">
              {name}
            </Typography>
            <Typography variant="body2">{translate(`jobs.descriptions.${job.name}`, { _: '' })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('jobs.console.schedule', {
                schedule: job.schedule,
                timezone: job.timezone,
                cadence: translate(`jobs.console.cadences.${job.cadence}`),
              })}
            </Typography>
          </Box>
          {/* After the confirmation the page is fetched again (react-admin's refresh), showing the new run. */}
          <ActionDialogButton
            label="jobs.console.runNow"
            title="jobs.console.runNowTitle"
            description="jobs.console.runNowText"
            icon={<PlayArrowIcon />}
            onConfirm={() => runJob(job.name)}
            success="jobs.console.started"
          />
        </Stack>
        <JobRunsTable runs={job.runs} label={translate('jobs.console.runs', { name })} />
      </CardContent>
    </Card>
  );
};

/** Every scheduled job with its schedule and newest runs; staff may run one now. */
const JobsPage = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({
    queryKey: ['console-jobs'],
    queryFn: fetchJobs,
    refetchInterval: (query) => (running(query.state.data) ? POLL_MS : false),
  });
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('jobs.console.title')} />
      <Typography variant="body2">{translate('jobs.console.help')}</Typography>
      {error ? <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rectangular" height={160} /> : null}
      {data?.map((job) => (
        <JobCard key={job.name} job={job} />
      ))}
    </Box>
  );
};

export default JobsPage;
