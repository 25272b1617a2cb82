/** The browser, reliability and scale tests' global setup: an up-to-date build, then one migrated, seeded template database per run, copied by each test file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import apiSetup from '@cf/api/test/global-setup';
import { buildPlatform } from './server-command';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's test files mark the pages axe has read in passing (one file per page). */
    axeReadPages: string;
  }
}

export default async function setup(project: TestProject) {
  buildPlatform();
  const axeReadPages = mkdtempSync(join(tmpdir(), 'cf-axe-read-'));
  project.provide('axeReadPages', axeReadPages);
  const teardown = await apiSetup(project);
  return async () => {
    rmSync(axeReadPages, { recursive: true, force: true });
    await teardown();
  };
}
