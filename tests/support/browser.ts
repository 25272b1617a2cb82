import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { createHash } from 'node:crypto';
import { closeSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { leftPageProblems, visitedPageKey, visitedPageProblems } from './axe';

/**
 * Each page is read in passing once per run, by whichever test file reaches it first: the claim is
 * a file created exclusively in the run's directory, given back when the reading was cut short.
 */
const readingMark = (key: string) => join(inject('axeReadPages'), createHash('sha1').update(key).digest('hex'));
function claimReading(key: string): boolean {
  try {
    closeSync(openSync(readingMark(key), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
const releaseReading = (key: string) => rmSync(readingMark(key), { force: true });

/** What Chromium logs when a script is run in a sandboxed frame without allow-scripts. */
const SANDBOX_BLOCK = /^Blocked script execution in '[^']*' because the document's frame is sandboxed/;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * One headless Chromium per test file; each test gets a fresh context (no cookies carried over).
 * An unexpected console error or page error fails the test, and so does a serious or critical axe
 * violation on any page the test visits (read once it has loaded, each page once per run) or
 * leaves open (read once its animations have finished).
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
    /** Pages axe is reading in passing (their sandboxed frames' refusals are axe's, not theirs). */
    readingInPassing: new WeakSet<Page>(),
    /** The readings in passing of this test. */
    visits: [] as Promise<string[] | undefined>[],
  };
  /**
   * Each page a journey reaches is read by axe once it has loaded, while the journey goes on; a
   * reading cut short by the next navigation leaves the page to be read on a later visit.
   */
  const readOnArrival = (page: Page, locale: string, scriptsDisabled: boolean) => {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || state.scanning || scriptsDisabled) return;
      const url = frame.url();
      const key = visitedPageKey(url, locale, page.viewportSize()?.width ?? 0);
      if (!key || !claimReading(key)) return;
      state.visits.push(
        (async () => {
          state.readingInPassing.add(page);
          try {
            const problems = await visitedPageProblems(page, url);
            if (problems === undefined) releaseReading(key);
            return problems;
          } finally {
            state.readingInPassing.delete(page);
          }
        })(),
      );
    });
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
    const visits = await Promise.all(state.visits);
    state.visits = [];
    if (task.result?.state !== 'fail' && !state.axeAllowed.includes('*')) {
      for (const problems of visits)
        axeProblems.push(...(problems ?? []).filter((p) => !state.axeAllowed.some((rule) => p.includes(` ${rule}: `))));
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
    expect(axeProblems, 'serious or critical accessibility problems on the pages the test visited or left').toEqual([]);
  });
  afterAll(async () => {
    await state.browser?.close();
  });

  return {
    /**
     * A new page in a new context; options such as locale or extra headers go to the context. The
     * visitor prefers reduced motion unless a test says otherwise: with motion, focusing a field
     * scrolls the page smoothly (the site's scroll-behavior), and a click aimed while that scroll
     * runs lands beside its target (a checkbox that "did not change its state").
     */
    async page(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
      const context = await state.browser!.newContext({ locale: 'en-US', reducedMotion: 'reduce', ...options });
      state.contexts.push(context);
      if (options.javaScriptEnabled === false) state.scriptless.add(context);
      const scriptsDisabled = options.javaScriptEnabled === false;
      const locale = options.locale ?? 'en-US';
      // Pages the site opens itself (a document in a new tab) are read on arrival too.
      context.on('page', (popup) => readOnArrival(popup, locale, scriptsDisabled));
      const page = await context.newPage();
      page.on('console', (msg) => {
        // Axe's own attempt to run in a sandboxed frame (an e-mail preview) is not the page's error.
        if ((state.scanning || state.readingInPassing.has(page)) && SANDBOX_BLOCK.test(msg.text())) return;
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
