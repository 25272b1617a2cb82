import { DateField, DeleteButton, EmailField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';

const SubscriberActions = () => (
  <TopToolbar>
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

const NewsletterSubscriberShow = () => (
  <Show actions={<SubscriberActions />}>
    <SimpleShowLayout>
      <EmailField source="email" />
      <TextField source="lang" />
      <DateField source="createdAt" showTime />
    </SimpleShowLayout>
  </Show>
);

export default NewsletterSubscriberShow;
