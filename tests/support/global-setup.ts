import { createTemplateDatabase, dropDatabase } from '@cf/db/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/** One migrated, seeded template per run; each test file's platform runs on its own copy. */
export default async function setup(project: TestProject) {
  const template = await createTemplateDatabase();
  project.provide('templateDatabase', template);
  return async () => {
    await dropDatabase(template);
  };
}
