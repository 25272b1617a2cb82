import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { LanguageInput } from './LanguageInput';
import { useChoices } from './useChoices';

/** Shared filter inputs; each list declares its filters as a constant array of these. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
export const langFilter = <LanguageInput key="lang" source="lang" alwaysOn />;
export const booleanFilter = (source: string, alwaysOn = false) => (
  <NullableBooleanInput key={source} source={source} alwaysOn={alwaysOn} />
);

type ChoiceFilterProps = { source: string; alwaysOn?: boolean; group: string; values: readonly string[] };
const ChoiceFilter = ({ group, values, ...props }: ChoiceFilterProps) => <SelectInput choices={useChoices(group, values)} {...props} />;

/** A select over a fixed list of values, labelled console.choices.<group>.<value>. */
export const choiceFilter = (source: string, group: string, values: readonly string[], alwaysOn = true) => (
  <ChoiceFilter key={source} source={source} group={group} values={values} alwaysOn={alwaysOn} />
);
