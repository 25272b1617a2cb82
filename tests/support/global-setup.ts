/** The API tests' global setup: one migrated, seeded template database per run, copied by each test file. */
export { default } from '@cf/api/test/global-setup';
