/** The browser, reliability and scale tests' global setup: an up-to-date build, then one migrated, seeded template database per run, copied by each test file. */
import type { TestProject } from 'vitest/node';
import apiSetup from '@cf/api/test/global-setup';
import { buildPlatform } from './server-command';

export default async function setup(project: TestProject) {
  buildPlatform();
  return apiSetup(project);
}
