import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Frames sandboxed without scripts (the console's e-mail preview): axe cannot run inside them and
 * would wait for ever, so they are left out (their content is the e-mail, not the page's).
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/**
 * Axe runs once at a time in a page: a test's own scan waits for a reading in passing to end.
 */
const readings = new WeakMap<Page, Promise<unknown>>();
function oneAtATime<T>(page: Page, read: () => Promise<T>): Promise<T> {
  const next = (readings.get(page) ?? Promise.resolve()).catch(() => undefined).then(read);
  readings.set(page, next);
  return next;
}

/**
 * Runs `read` with the page's motion stopped: finite animations and transitions are first let
 * finish, then, while axe reads, any running or starting transition jumps to its end. Contrast is
 * a property of what a reader sees at rest; a snackbar or menu fading in or out while axe reads it
 * (a closing select's options, a notice hiding itself) is not a problem of the page.
 */
async function atRest<T>(page: Page, read: () => Promise<T>): Promise<T> {
  await settleAnimations(page);
  // A constructed style sheet, not a style element: the pages' security policy refuses inline styles.
  await page.evaluate(() => {
    const still = new CSSStyleSheet();
    still.replaceSync(
      '*,*::before,*::after{transition-property:none!important;animation-play-state:paused!important;animation-duration:0s!important}',
    );
    (window as unknown as { __axeStill?: CSSStyleSheet }).__axeStill = still;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  });
  try {
    return await read();
  } finally {
    await page
      .evaluate(() => {
        const w = window as unknown as { __axeStill?: CSSStyleSheet };
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== w.__axeStill);
        delete w.__axeStill;
      })
      .catch(() => undefined); // the page moved on while it was read: nothing left to restore
  }
}

/** Serious or critical accessibility problems on the page as it is now, at rest. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const result = await oneAtATime(page, () => atRest(page, () => new AxeBuilder({ page }).exclude(SCRIPTLESS_FRAMES).analyze()));
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
    // A transition asked for in this frame starts at the next style update: let it register first.
    const frames = new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.race([frames, new Promise((resolve) => setTimeout(resolve, 100))]);
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
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize(), locale: lang, reducedMotion: 'reduce' });
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

/**
 * The serious or critical problems of a page as a journey passes through it, read in place without
 * opening anything (axe's usual final step opens a blank page, which a test waiting for a popup
 * would take for its own) and without the page's frames, which are other documents (a provider's
 * card field, an e-mail preview). Undefined when the page moved on or closed while it was read: it
 * is then read at its next stop.
 */
export async function visitedPageProblems(page: Page, url: string): Promise<string[] | undefined> {
  const stillHere = () => !page.isClosed() && page.url() === url;
  // The page navigated, closed or reloaded while it was read: it is read on a later visit instead.
  const read = async () => {
    try {
      await settleAnimations(page);
      if (!stillHere()) return undefined;
      const result = await oneAtATime(page, () =>
        new AxeBuilder({ page }).setLegacyMode(true).options({ iframes: false }).exclude('iframe').analyze(),
      );
      if (!stillHere()) return undefined;
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
    } catch {
      return undefined;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SCAN_BOUND);
  });
  try {
    return await Promise.race([readTwice(), late]);
  } finally {
    clearTimeout(timer);
  }

  async function readTwice() {
    try {
      await page.waitForLoadState('load', { timeout: 15_000 });
    } catch {
      return undefined;
    }
    const first = await read();
    if (!first?.length) return first;
    // A problem counts only when a second reading, after the page settles again, finds it too: a
    // journey goes on while the page is read, so one reading may catch a state on its way out.
    await new Promise((resolve) => setTimeout(resolve, VISIT_RECHECK_MS));
    const second = await read();
    if (second === undefined) return undefined;
    return first.filter((p) => second.includes(p)).map((p) => `${url} ${p}`);
  }
}

/** The pause before a problem found on a page in passing is read again. */
const VISIT_RECHECK_MS = 400;

/**
 * What makes two visited pages the same page for the scan: path and console route with their ids
 * and tokens folded, the language and the viewport's width. Each is read once per run.
 */
export function visitedPageKey(url: string, locale: string, width: number): string | undefined {
  if (!/^https?:/.test(url)) return undefined;
  const { pathname, hash } = new URL(url);
  const fold = (path: string) =>
    path
      .split('/')
      .map((part) => (/\d/.test(part) && (/^\d+$/.test(part) || part.length >= 16) ? ':id' : part))
      .join('/');
  return `${locale} ${width} ${fold(pathname)}${fold(hash.replace(/\?.*$/, ''))}`;
}
