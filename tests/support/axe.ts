import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Frames sandboxed without scripts (the console's e-mail preview): axe cannot run inside them and
 * would wait for ever, so they are left out (their content is the e-mail, not the page's).
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** Serious or critical accessibility problems on the page as it is now. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).exclude(SCRIPTLESS_FRAMES).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits (at most `bound` ms) until the page's finite animations and transitions have finished, so a
 * snackbar or dialog mid-fade is not read with its in-between colours. Endless ones (spinners) are
 * not waited for.
 */
export async function settleAnimations(page: Page, bound = 3_000) {
  await page.evaluate(async (ms) => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, ms)),
    ]);
  }, bound);
}

/**
 * The serious or critical problems of a page a test leaves open, once it has settled; none for a page
 * that is closed, blank or not an HTML document (a PDF, a JSON answer).
 */
export async function leftPageProblems(
  page: Page,
  { ignoredRules = [], scriptsDisabled = false }: { ignoredRules?: readonly string[]; scriptsDisabled?: boolean } = {},
): Promise<string[]> {
  if (page.isClosed()) return [];
  const url = page.url();
  if (url === '' || url.startsWith('about:') || url.startsWith('chrome-error:')) return [];
  let step = 'waiting for the load event';
  const scan = async () => {
    await page.waitForLoadState('load', { timeout: 10_000 });
    step = 'reading the content type';
    const html = await page.evaluate(() => document.contentType === 'text/html' && document.documentElement?.localName === 'html');
    if (!html) return [];
    if (scriptsDisabled) {
      // Axe (and any timer) never runs in a page without scripts: it reads a copy of the page as served.
      step = 'copying the page without scripts';
      const copy = await scriptlessCopy(page);
      try {
        step = 'running axe on the copy';
        return filtered(await accessibilityProblems(copy));
      } finally {
        await copy.context().close();
      }
    }
    step = 'waiting for animations';
    await settleAnimations(page);
    step = 'running axe';
    return filtered(await accessibilityProblems(page));
  };
  const filtered = (problems: string[]) =>
    problems.filter((p) => !ignoredRules.includes(p.slice(0, p.indexOf(':')))).map((p) => `${url} ${p}`);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${SCAN_BOUND / 1000} s while ${step}`)), SCAN_BOUND);
  });
  try {
    return await Promise.race([scan(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The document of a page opened without scripts, served again at its address (so its styles load)
 * in a new context of the same size and language, its script elements removed: what a visitor
 * without scripts sees, in a page where axe can run.
 */
async function scriptlessCopy(page: Page): Promise<Page> {
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const lang = await page.evaluate(() => navigator.language);
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize(), locale: lang });
  const copy = await context.newPage();
  await copy.route('**/*', (route) =>
    route.request().isNavigationRequest() && route.request().url() === url
      ? route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' })
      : route.continue(),
  );
  await copy.goto(url);
  return copy;
}

/** How long the scan of one left page may take before the page counts as unreadable. */
const SCAN_BOUND = 30_000;
