import { SelectInput, useGetList } from 'react-admin';

type Page = { id: number; slug: string; title: string };

/** A menu item's page: a content page slug of the menu's language. */
export const ContentPageSlugInput = ({ source, lang }: { source: string; lang?: string }) => {
  const { data, isPending } = useGetList<Page>('content-pages', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'title', order: 'ASC' },
    filter: lang ? { lang } : {},
  });
  return (
    <SelectInput
      source={source}
      choices={data ?? []}
      optionValue="slug"
      optionText={(page: Page) => `${page.title} (${page.slug})`}
      translateChoice={false}
      isPending={isPending}
      helperText={false}
    />
  );
};
