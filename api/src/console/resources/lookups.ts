import { lookups } from '@cf/db';
import { lookupInput } from '@cf/domain';
import { sql } from 'drizzle-orm';
import { columnsOf, containsPattern, type ResourceDef } from '../crud';

export const lookupsResource: ResourceDef = {
  name: 'lookups',
  table: lookups,
  id: lookups.id,
  input: lookupInput,
  publicData: true,
  searchColumns: [lookups.slug],
  filters: {
    type: lookups.type,
    active: lookups.active,
    // Search the names in every language (values only, not the language keys) as well as the slug.
    q: (value) =>
      sql`(${lookups.slug} ilike ${containsPattern(value)} or exists (select 1 from jsonb_each_text(${lookups.names}) as n(lang, name) where n.name ilike ${containsPattern(value)}))`,
  },
  sortColumns: columnsOf(lookups, 'id', 'slug', 'type', 'sortOrder'),
  defaultSort: ['sortOrder', 'ASC'],
};
