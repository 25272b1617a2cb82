import { KYC_DOMICILES, KYC_EMPLOYMENT_STATUSES, KYC_INVESTING_FOR } from '@cf/domain';
import { BooleanField, DateField, SelectField, TextField } from 'react-admin';
import { MoneyField } from '../../components/MoneyField';
import { ShowSection } from '../../components/ShowSection';
import { TextList } from '../../components/TextList';
import { useChoices } from '../../components/useChoices';
import { ReviewShow, UserEmailField } from '../ReviewShow';
import { KYC_PROVIDERS, REVIEW_STATUSES } from '../statuses';
import { KycDocuments } from './KycDocuments';

const empty = 'console.labels.empty';

/** One party: the decision first, then what the person declared, the provider's findings and the documents. */
const KycShow = () => (
  <ReviewShow kind="kyc">
    <ShowSection title="console.kyc.decision">
      <UserEmailField source="userId" />
      <SelectField source="status" choices={useChoices('reviewStatus', REVIEW_STATUSES)} />
      <TextField source="reason" emptyText={empty} sx={{ whiteSpace: 'pre-wrap' }} />
      <DateField source="decidedAt" showTime emptyText={empty} />
      <SelectField source="provider" choices={useChoices('kycProvider', KYC_PROVIDERS)} />
      <TextField source="partyId" emptyText={empty} />
      <DateField source="createdAt" showTime />
      <DateField source="updatedAt" showTime emptyText={empty} />
    </ShowSection>
    <ShowSection title="console.kyc.provider">
      <TextList source="providerErrors" />
      <TextList source="providerWarnings" />
      <KycDocuments source="documents" />
    </ShowSection>
    <ShowSection title="console.kyc.identity">
      <TextField source="firstName" emptyText={empty} />
      <TextField source="middleInitial" emptyText={empty} />
      <TextField source="lastName" emptyText={empty} />
      <DateField source="dateOfBirth" emptyText={empty} />
      <SelectField source="domicile" choices={useChoices('kycDomicile', KYC_DOMICILES)} emptyText={empty} />
      <TextField source="alternateEmail" emptyText={empty} />
      <TextField source="alternatePhone" emptyText={empty} />
      <SelectField source="investingFor" choices={useChoices('investingFor', KYC_INVESTING_FOR)} emptyText={empty} />
    </ShowSection>
    <ShowSection title="console.kyc.address">
      <TextField source="primaryAddress" emptyText={empty} />
      <TextField source="city" emptyText={empty} />
      <TextField source="state" emptyText={empty} />
      <TextField source="postalCode" emptyText={empty} />
      <TextField source="country" emptyText={empty} />
    </ShowSection>
    <ShowSection title="console.kyc.employment">
      <TextField source="occupation" emptyText={empty} />
      <SelectField source="employmentStatus" choices={useChoices('employmentStatus', KYC_EMPLOYMENT_STATUSES)} emptyText={empty} />
      <TextField source="employerName" emptyText={empty} />
      <TextField source="employerDetails" emptyText={empty} />
      <BooleanField source="brokerDealerAssociated" />
      <TextField source="tags" emptyText={empty} />
      <TextField source="notes" emptyText={empty} sx={{ whiteSpace: 'pre-wrap' }} />
    </ShowSection>
    <ShowSection title="console.kyc.finances">
      <MoneyField source="currentAnnualIncome" />
      <MoneyField source="averageAnnualIncome" />
      <MoneyField source="currentHouseholdIncome" />
      <MoneyField source="averageHouseholdIncome" />
      <MoneyField source="householdNetWorth" />
    </ShowSection>
  </ReviewShow>
);

export default KycShow;
