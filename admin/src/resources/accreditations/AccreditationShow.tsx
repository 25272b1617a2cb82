import { DateField, ReferenceField, SelectField, Show, TextField, useDataProvider } from 'react-admin';
import { ShowColumns, ShowSection } from '../../components/ShowSection';
import { useChoices } from '../../components/useChoices';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { ReviewActions } from '../ReviewActions';
import { ACCREDITATION_BASES, REVIEW_STATUSES, VERIFICATION_TYPES } from '../statuses';
import { AccreditationFile } from './AccreditationFiles';

const empty = 'console.labels.empty';

const AccreditationActions = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return <ReviewActions kind="accreditations" approve={dataProvider.approveAccreditation} decline={dataProvider.declineAccreditation} />;
};

/** One request: who, on which basis, how it is verified, what was signed, and the decision. */
const AccreditationShow = () => (
  <Show actions={<AccreditationActions />}>
    <ShowColumns>
      <ShowSection title="console.accreditations.request">
        <ReferenceField source="userId" reference="users" link="show">
          <TextField source="email" />
        </ReferenceField>
        <SelectField source="basis" choices={useChoices('accreditationBasis', ACCREDITATION_BASES)} />
        <SelectField source="verificationType" choices={useChoices('verificationType', VERIFICATION_TYPES)} />
        <TextField source="verificationPhone" emptyText={empty} />
        <AccreditationFile source="letterFileId" />
        <DateField source="createdAt" showTime />
      </ShowSection>
      <ShowSection title="console.accreditations.signature">
        <TextField source="signature" />
        <DateField source="signedAt" showTime />
        <TextField source="signedIp" emptyText={empty} />
        <AccreditationFile source="contractFileId" />
      </ShowSection>
      <ShowSection title="console.accreditations.decision">
        <SelectField source="status" choices={useChoices('reviewStatus', REVIEW_STATUSES)} />
        <TextField source="reason" emptyText={empty} sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="decidedAt" showTime emptyText={empty} />
      </ShowSection>
    </ShowColumns>
  </Show>
);

export default AccreditationShow;
