import { CONTACT_CATEGORIES } from '@cf/domain';
import { SelectInput } from 'react-admin';
import { booleanColumn, choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { booleanFilter, searchFilter } from '../../components/filters';
import { useChoices } from '../../components/useChoices';

const CategoryFilter = (props: { source: string; alwaysOn?: boolean }) => (
  <SelectInput choices={useChoices('contactCategory', CONTACT_CATEGORIES)} {...props} />
);

const contactInquiryFilters = [searchFilter, booleanFilter('handled', true), <CategoryFilter key="category" source="category" />];

const columns = [
  dateColumn('createdAt', { sortable: true }),
  textColumn('subject', { sortable: true, flex: 2 }),
  textColumn('name'),
  textColumn('email', { flex: 1.5 }),
  choiceColumn('category', 'contactCategory'),
  booleanColumn('handled', { sortable: true }),
];

const ContactInquiryList = () => (
  <ConsoleList filters={contactInquiryFilters} sort={{ field: 'createdAt', order: 'DESC' }} columns={columns} rowClick="show" />
);

export default ContactInquiryList;
