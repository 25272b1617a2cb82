import { DateField, SelectField, TextField } from 'react-admin';
import { ShowSection } from '../../components/ShowSection';
import { useChoices } from '../../components/useChoices';
import { ReviewShow, UserEmailField } from '../ReviewShow';
import { ACCREDITATION_BASES, REVIEW_STATUSES, VERIFICATION_TYPES } from '../statuses';
import { AccreditationFile, SignatureField } from './AccreditationFiles';

const empty = 'console.labels.empty';

/** One request: who, on which basis, how it is verified, what was signed, and the decision. */
const AccreditationShow = () => (
  <ReviewShow kind="accreditations">
    <ShowSection title="console.accreditations.request">
      <UserEmailField source="userId" />
      <SelectField source="basis" choices={useChoices('accreditationBasis', ACCREDITATION_BASES)} />
      <SelectField source="verificationType" choices={useChoices('verificationType', VERIFICATION_TYPES)} />
      <TextField source="verificationPhone" emptyText={empty} />
      <AccreditationFile source="letterFileId" />
      <DateField source="createdAt" showTime />
    </ShowSection>
    <ShowSection title="console.accreditations.signature">
      <SignatureField source="signature" />
      <DateField source="signedAt" showTime />
      <TextField source="signedIp" emptyText={empty} />
      <AccreditationFile source="contractFileId" />
    </ShowSection>
    <ShowSection title="console.accreditations.decision">
      <SelectField source="status" choices={useChoices('reviewStatus', REVIEW_STATUSES)} />
      <TextField source="reason" emptyText={empty} sx={{ whiteSpace: 'pre-wrap' }} />
      <DateField source="decidedAt" showTime emptyText={empty} />
    </ShowSection>
  </ReviewShow>
);

export default AccreditationShow;
