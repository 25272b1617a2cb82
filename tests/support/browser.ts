import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { leftPageProblems } from './axe';

/** What Chromium logs when a script is run in a sandboxed frame without allow-scripts. */
const SANDBOX_BLOCK = /^Blocked script execution in '[^']*' because the document's frame is sandboxed/;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * One headless Chromium per test file; each test gets a fresh context (no cookies carried over).
 * An unexpected console error or page error fails the test, and so does a serious or critical axe
 * violation on any page the test leaves open (scanned once its animations have finished).
 */
export function useBrowser() {
  const state = {
    browser: undefined as Browser | undefined,
    contexts: [] as BrowserContext[],
    errors: [] as string[],
    allowed: [] as RegExp[],
    /** Axe rules this test expects to break on the pages it leaves; `'*'` skips the scan. */
    axeAllowed: [] as string[],
    /** Contexts opened with scripts disabled (axe reads a copy of their pages). */
    scriptless: new WeakSet<BrowserContext>(),
    /** True while axe reads the pages a test left. */
    scanning: false,
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
  afterEach(async ({ task }) => {
    // Every page a test leaves is read by axe, as the user would find it. A test that already
    // failed is not scanned: its page is wherever the failure left it.
    const axeProblems: string[] = [];
    if (task.result?.state !== 'fail' && !state.axeAllowed.includes('*')) {
      state.scanning = true;
      for (const page of state.contexts.flatMap((c) => c.pages())) {
        try {
          const scriptsDisabled = state.scriptless.has(page.context());
          axeProblems.push(...(await leftPageProblems(page, { ignoredRules: state.axeAllowed, scriptsDisabled })));
        } catch (error) {
          axeProblems.push(`${page.url()}: axe could not read the page: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    state.axeAllowed = [];
    // Close first: a console message still on its way belongs to this test, not to the next one.
    const contexts = state.contexts;
    state.contexts = [];
    await Promise.all(contexts.map((c) => c.close()));
    state.scanning = false;
    const errors = state.errors.filter((e) => !state.allowed.some((re) => re.test(e)));
    state.errors = [];
    state.allowed = [];
    expect(errors, 'browser console errors').toEqual([]);
    expect(axeProblems, 'serious or critical accessibility problems on the pages the test left').toEqual([]);
  });
  afterAll(async () => {
    await state.browser?.close();
  });

  return {
    /** A new page in a new context; options such as locale or extra headers go to the context. */
    async page(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
      const context = await state.browser!.newContext({ locale: 'en-US', ...options });
      state.contexts.push(context);
      if (options.javaScriptEnabled === false) state.scriptless.add(context);
      const page = await context.newPage();
      page.on('console', (msg) => {
        // Axe's own attempt to run in a sandboxed frame (an e-mail preview) is not the page's error.
        if (state.scanning && SANDBOX_BLOCK.test(msg.text())) return;
        if (msg.type() === 'error') state.errors.push(`${page.url()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => state.errors.push(`${page.url()}: ${err.message}`));
      return page;
    },
    /** Console errors a test expects (e.g. the 503 of the maintenance page). */
    allowErrors(...patterns: RegExp[]) {
      state.allowed.push(...patterns);
    },
    /**
     * Axe violations a test expects on the pages it leaves open, with the reason; without rule ids
     * the end-of-test scan is skipped. Use sparingly: fix the page instead where it is the product's.
     */
    allowAxe(reason: string, ...rules: string[]) {
      if (!reason.trim()) throw new Error('allowAxe needs a reason');
      state.axeAllowed.push(...(rules.length ? rules : ['*']));
    },
  };
}
