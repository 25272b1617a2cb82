import { Box } from '@mui/material';
import { DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { JsonPanel } from './JsonPanel';

/** Who did what, when, with the record before and after, side by side. */
const AuditLogShow = () => (
  <Show actions={false}>
    <SimpleShowLayout>
      <DateField source="createdAt" showTime />
      <TextField source="actorEmail" emptyText="console.labels.empty" />
      <TextField source="action" />
      <TextField source="resource" />
      <TextField source="recordId" emptyText="console.labels.empty" />
      <TextField source="ip" emptyText="console.labels.empty" />
    </SimpleShowLayout>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, p: 2 }}>
      <JsonPanel source="before" />
      <JsonPanel source="after" />
    </Box>
  </Show>
);

export default AuditLogShow;
