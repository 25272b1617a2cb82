import { ReferenceInput, SelectInput } from 'react-admin';

type Category = { id: number; name: string; lang: string };

/** A help question's category (help-categories), labelled with its language. */
export const HelpCategoryInput = ({ source, alwaysOn: _alwaysOn }: { source: string; alwaysOn?: boolean }) => (
  <ReferenceInput source={source} reference="help-categories" sort={{ field: 'sortOrder', order: 'ASC' }} perPage={200}>
    <SelectInput optionText={(c: Category) => `${c.name} (${c.lang})`} />
  </ReferenceInput>
);
