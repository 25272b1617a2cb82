import { Box, Button, Typography } from '@mui/material';
import { useId } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';

/** Where the person's KYC checks, accreditations, deletion requests and e-mails are: lists filtered by e-mail. */
const RELATED = [
  { resource: 'kyc', filter: (email: string) => ({ q: email }) },
  { resource: 'accreditations', filter: (email: string) => ({ q: email }) },
  { resource: 'deletion-requests', filter: (email: string) => ({ q: email }) },
  { resource: 'outbox', filter: (email: string) => ({ to: email }) },
] as const;

export const UserRelated = () => {
  const record = useRecordContext<{ id: string; email: string }>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const headingId = useId();
  if (!record?.email) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('console.users.related')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {RELATED.map(({ resource, filter }) => (
          <Button
            key={resource}
            component={Link}
            variant="outlined"
            size="small"
            to={`${createPath({ resource, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(filter(record.email)))}`}
          >
            {translate(`resources.${resource}.name`, { smart_count: 2 })}
          </Button>
        ))}
      </Box>
    </Box>
  );
};
