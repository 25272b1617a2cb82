import { createTemplateDatabase, dropDatabase } from '@cf/db/testing';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../src/modules/demo/index';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/** One migrated, seeded template per run; each test file copies it (CREATE DATABASE ... TEMPLATE). */
export default async function setup(project: TestProject) {
  const template = await createTemplateDatabase(undefined, seedDemo);
  project.provide('templateDatabase', template);
  return async () => {
    await dropDatabase(template);
  };
}
