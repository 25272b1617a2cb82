import { NullableBooleanInput, SearchInput } from 'react-admin';
import { LanguageInput } from './LanguageInput';

/** Shared filter inputs; each list declares its filters as a constant array of these. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
export const langFilter = <LanguageInput key="lang" source="lang" alwaysOn />;
export const booleanFilter = (source: string, alwaysOn = false) => (
  <NullableBooleanInput key={source} source={source} alwaysOn={alwaysOn} />
);
