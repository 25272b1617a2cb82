import { taxonomySettingsInput } from '@cf/domain';
import { SimpleForm, TextInput } from 'react-admin';
import { LanguageInput } from '../../components/LanguageInput';
import { formResolver } from '../../providers/formResolver';

const resolver = formResolver(taxonomySettingsInput);

const WORDS = ['projectSingular', 'projectPlural', 'investorSingular', 'investorPlural', 'ownerSingular', 'ownerPlural'] as const;

export const newTaxonomySettings = { lang: '', ...Object.fromEntries(WORDS.map((word) => [word, ''])) };

export const TaxonomySettingsForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => (
  <SimpleForm resolver={resolver} defaultValues={defaultValues}>
    <LanguageInput source="lang" />
    {WORDS.map((word) => (
      <TextInput key={word} source={word} dir="auto" />
    ))}
  </SimpleForm>
);
