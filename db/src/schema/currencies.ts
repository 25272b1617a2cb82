import type { CurrencyFormat } from '@cf/domain';
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** ISO 4217 code. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  displayFormat: text('display_format').$type<CurrencyFormat>().notNull().default('leftSymbol'),
  /** Minor-unit scale: amounts are stored as integers of 10^-decimals. */
  decimals: integer('decimals').notNull().default(2),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});
