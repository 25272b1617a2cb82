import { SelectInput, type SelectInputProps, useGetList } from 'react-admin';

type Language = { id: number; code: string; name: string; nativeName: string };

/** Content languages, by code (rows in other tables reference languages.code, not the id). */
export function useLanguages() {
  const { data, isPending } = useGetList<Language>('languages', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  return { languages: data ?? [], isPending };
}

export const LanguageInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const { languages, isPending } = useLanguages();
  return (
    <SelectInput
      source="lang"
      choices={languages}
      optionValue="code"
      optionText={(l: Language) => `${l.name} (${l.code})`}
      translateChoice={false}
      isPending={isPending}
      {...props}
    />
  );
};
