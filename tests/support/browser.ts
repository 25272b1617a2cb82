import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * One headless Chromium per test file; each test gets a fresh context (no cookies carried over).
 * An unexpected console error or page error fails the test.
 */
export function useBrowser() {
  const state = {
    browser: undefined as Browser | undefined,
    contexts: [] as BrowserContext[],
    errors: [] as string[],
    allowed: [] as RegExp[],
  };
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterEach(async () => {
    // Close first: a console message still on its way belongs to this test, not to the next one.
    await Promise.all(state.contexts.map((c) => c.close()));
    state.contexts = [];
    const errors = state.errors.filter((e) => !state.allowed.some((re) => re.test(e)));
    state.errors = [];
    state.allowed = [];
    expect(errors, 'browser console errors').toEqual([]);
  });
  afterAll(async () => {
    await state.browser?.close();
  });

  return {
    /** A new page in a new context; options such as locale or extra headers go to the context. */
    async page(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
      const context = await state.browser!.newContext({ locale: 'en-US', ...options });
      state.contexts.push(context);
      const page = await context.newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error') state.errors.push(`${page.url()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => state.errors.push(`${page.url()}: ${err.message}`));
      return page;
    },
    /** Console errors a test expects (e.g. the 503 of the maintenance page). */
    allowErrors(...patterns: RegExp[]) {
      state.allowed.push(...patterns);
    },
  };
}
