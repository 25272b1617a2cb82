import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { booleanFilter, searchFilter } from '../../components/filters';
import { useChoices } from '../../components/useChoices';
import { CAMPAIGN_STATUS_CHOICES, INVESTING_TYPES } from './statuses';

type FilterProps = { source: string; alwaysOn?: boolean };

const StatusFilter = (props: FilterProps) => <SelectInput choices={CAMPAIGN_STATUS_CHOICES} {...props} />;

const InvestingTypeFilter = (props: FilterProps) => <SelectInput choices={useChoices('investingType', INVESTING_TYPES)} {...props} />;

type Owner = { id: string; email: string; firstName?: string | null; lastName?: string | null };
const ownerText = (user: Owner | undefined) => user?.email ?? '';

/** The owner, found by e-mail or name (the users list's own search). */
const OwnerFilter = ({ source, alwaysOn: _alwaysOn }: FilterProps) => (
  <ReferenceInput source={source} reference="users" sort={{ field: 'email', order: 'ASC' }}>
    <AutocompleteInput
      optionText={ownerText}
      filterToQuery={(q: string) => ({ q })}
      label="resources.campaigns.fields.ownerId"
      sx={{ minWidth: 260 }}
    />
  </ReferenceInput>
);

/** Filters of both campaign lists; the review queue is fixed on "pending" and leaves out the status. */
export const queueFilters = [
  searchFilter,
  <InvestingTypeFilter key="investingType" source="investingType" alwaysOn />,
  <OwnerFilter key="ownerId" source="ownerId" alwaysOn />,
];

export const campaignFilters = [
  searchFilter,
  <StatusFilter key="status" source="status" alwaysOn />,
  <InvestingTypeFilter key="investingType" source="investingType" alwaysOn />,
  <OwnerFilter key="ownerId" source="ownerId" alwaysOn />,
  booleanFilter('featured', true),
];
