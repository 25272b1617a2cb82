import { KYC_DOMICILES, KYC_EMPLOYMENT_STATUSES, KYC_INVESTING_FOR } from '@cf/domain';
import { BooleanField, DateField, SelectField } from 'react-admin';
import { MoneyField } from '../../components/MoneyField';
import { ShowSection } from '../../components/ShowSection';
import { TextList } from '../../components/TextList';
import { useChoices } from '../../components/useChoices';
import { VisibleTextField } from '../../components/VisibleText';
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
      <VisibleTextField source="reason" />
      <DateField source="decidedAt" showTime emptyText={empty} />
      <SelectField source="provider" choices={useChoices('kycProvider', KYC_PROVIDERS)} />
      <VisibleTextField source="partyId" />
      <DateField source="createdAt" showTime />
      <DateField source="updatedAt" showTime emptyText={empty} />
    </ShowSection>
    <ShowSection title="console.kyc.provider">
      <TextList source="providerErrors" />
      <TextList source="providerWarnings" />
      <KycDocuments source="documents" />
    </ShowSection>
    <ShowSection title="console.kyc.identity">
      <VisibleTextField source="firstName" />
      <VisibleTextField source="middleInitial" />
      <VisibleTextField source="lastName" />
      <DateField source="dateOfBirth" emptyText={empty} />
      <SelectField source="domicile" choices={useChoices('kycDomicile', KYC_DOMICILES)} emptyText={empty} />
      <VisibleTextField source="alternateEmail" />
      <VisibleTextField source="alternatePhone" />
      <SelectField source="investingFor" choices={useChoices('investingFor', KYC_INVESTING_FOR)} emptyText={empty} />
    </ShowSection>
    <ShowSection title="console.kyc.address">
      <VisibleTextField source="primaryAddress" />
      <VisibleTextField source="city" />
      <VisibleTextField source="state" />
      <VisibleTextField source="postalCode" />
      <VisibleTextField source="country" />
    </ShowSection>
    <ShowSection title="console.kyc.employment">
      <VisibleTextField source="occupation" />
      <SelectField source="employmentStatus" choices={useChoices('employmentStatus', KYC_EMPLOYMENT_STATUSES)} emptyText={empty} />
      <VisibleTextField source="employerName" />
      <VisibleTextField source="employerDetails" />
      <BooleanField source="brokerDealerAssociated" />
      <VisibleTextField source="tags" />
      <VisibleTextField source="notes" />
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
