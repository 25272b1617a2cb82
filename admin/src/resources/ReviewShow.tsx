import type { ReactNode } from 'react';
import { ReferenceField, Show, TextField, useDataProvider } from 'react-admin';
import { ShowColumns } from '../components/ShowSection';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { ReviewActions } from './ReviewActions';

/** A request under review (KYC or accreditation): approve and decline while it waits, sections side by side. */
export const ReviewShow = ({ kind, children }: { kind: 'kyc' | 'accreditations'; children: ReactNode }) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const actions =
    kind === 'kyc' ? (
      <ReviewActions kind="kyc" approve={dataProvider.approveKyc} decline={dataProvider.declineKyc} />
    ) : (
      <ReviewActions kind="accreditations" approve={dataProvider.approveAccreditation} decline={dataProvider.declineAccreditation} />
    );
  return (
    <Show actions={actions}>
      <ShowColumns>{children}</ShowColumns>
    </Show>
  );
};

/** The account a request belongs to, shown by its e-mail and linked to the user's page. */
export const UserEmailField = ({ source }: { source: string }) => (
  <ReferenceField source={source} reference="users" link="show">
    <TextField source="email" />
  </ReferenceField>
);
