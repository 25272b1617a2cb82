import { USER_TYPES } from '@cf/domain';
import { BooleanField, DateField, EmailField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { VisibleTextField } from '../../components/VisibleText';
import { useChoices } from '../../components/useChoices';
import { UserTitle } from './UserTitle';
import { UserActions } from './UserActions';
import { UserPortfolio } from './UserPortfolio';
import { UserRelated } from './UserRelated';
import { USER_STATUSES } from './statuses';

/** A person's account as staff need it: identity, status, sign-in. Secrets never reach the console. */
const UserShow = () => (
  <Show actions={<UserActions />} title={<UserTitle />}>
    <SimpleShowLayout>
      <VisibleTextField source="firstName" />
      <VisibleTextField source="lastName" />
      <EmailField source="email" />
      <TextField source="phoneNumber" emptyText="console.labels.empty" />
      <SelectField source="userType" choices={useChoices('userType', USER_TYPES)} emptyText="console.labels.empty" />
      <SelectField source="status" choices={useChoices('userStatus', USER_STATUSES)} />
      <BooleanField source="isAdmin" />
      <BooleanField source="enableTwoFactorAuth" />
      <TextField source="notificationLanguage" />
      <DateField source="emailVerifiedAt" showTime emptyText="console.labels.empty" />
      <DateField source="lastLoginAt" showTime emptyText="console.labels.empty" />
      <DateField source="createdAt" showTime />
      <DateField source="updatedAt" showTime emptyText="console.labels.empty" />
    </SimpleShowLayout>
    <UserRelated />
    <UserPortfolio />
  </Show>
);

export default UserShow;
