import { sql } from 'drizzle-orm';
import { check, integer, timestamp } from 'drizzle-orm/pg-core';

/** Shared timestamp columns; updatedAt is set by the repository on every write. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A settings table of exactly one row (id 1). */
export const singletonId = () => integer('id').primaryKey().default(1);
export const singletonCheck = (name: string) => check(`${name}_singleton`, sql`id = 1`);
