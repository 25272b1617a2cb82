import type { ReactNode } from 'react';
import { ReferenceField, Show, TextField } from 'react-admin';
import { ShowColumns } from '../components/ShowSection';
import { ReviewActions } from './ReviewActions';
import { useReviewDecisions } from './ReviewRowActions';

/** A request under review (KYC or accreditation): approve and decline while it waits, then the next one; sections side by side. */
export const ReviewShow = ({ kind, children }: { kind: 'kyc' | 'accreditations'; children: ReactNode }) => {
  const decisions = useReviewDecisions(kind);
  return (
    <Show actions={<ReviewActions kind={kind} {...decisions} />}>
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
