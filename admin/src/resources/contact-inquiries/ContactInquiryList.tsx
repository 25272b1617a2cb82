import { CONTACT_CATEGORIES } from '@cf/domain';
import { booleanColumn, choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { booleanFilter, choiceFilter, searchFilter } from '../../components/filters';

const contactInquiryFilters = [
  searchFilter,
  booleanFilter('handled', true),
  choiceFilter('category', 'contactCategory', CONTACT_CATEGORIES, false),
];

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
