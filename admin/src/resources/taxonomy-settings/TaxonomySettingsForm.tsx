import { taxonomySettingsInput } from '@cf/domain';
import { TextInput } from 'react-admin';
import { LanguageInput } from '../../components/LanguageInput';
import { type FormProps, SchemaForm } from '../../components/SchemaForm';

const WORDS = ['projectSingular', 'projectPlural', 'investorSingular', 'investorPlural', 'ownerSingular', 'ownerPlural'] as const;

export const newTaxonomySettings = { lang: '', ...Object.fromEntries(WORDS.map((word) => [word, ''])) };

export const TaxonomySettingsForm = (props: FormProps) => (
  <SchemaForm schema={taxonomySettingsInput} {...props}>
    <LanguageInput source="lang" />
    {WORDS.map((word) => (
      <TextInput key={word} source={word} dir="auto" />
    ))}
  </SchemaForm>
);
