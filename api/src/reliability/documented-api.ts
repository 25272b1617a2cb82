import { beforeAll } from 'vitest';
import { type TestContext, useTestApp } from '../../test/app';
import { type Fixtures, loadFixtures } from './fixtures';
import { type OpenApiDocument, type Operation, operationsOf } from './requests';

export type DocumentedApi = { ctx: TestContext; fixtures: Fixtures; operations: Operation[] };

/**
 * What the matrix and the fuzz test both start from: an app on its own database, the records each
 * identity owns, and every operation of the app's OpenAPI document. Filled before the first test.
 */
export function useDocumentedApi(): DocumentedApi {
  const api = { ctx: useTestApp() } as DocumentedApi;
  beforeAll(async () => {
    api.fixtures = await loadFixtures(api.ctx);
    api.operations = operationsOf(api.ctx.app.swagger() as unknown as OpenApiDocument);
  });
  return api;
}
