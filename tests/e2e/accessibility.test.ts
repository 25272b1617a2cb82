import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { usePlatform } from '../support/platform';
import { accessibilityProblems } from '../support/axe';
import { logInTo } from '../support/site';

const PAGES = [
  '/',
  '/faq',
  '/help-center',
  '/help-center/question-list?category=investing',
  '/contact-us',
  '/content-page/about-us',
  '/terms',
  '/raise-capital',
  '/login',
  '/signup',
  '/forgot-password',
  '/browse-succeess-campaign',
];

/**
 * Pages the journeys only pass through (they check one thing and move on before axe has read the
 * page in passing), read here on purpose as the demo investor.
 */
const INVESTOR_PAGES = ['/inbox', '/user-activities', '/notifications'];

describe('public pages have no serious or critical accessibility violations', () => {
  const platform = usePlatform();
  const browser = useBrowser();

  for (const lang of ['en', 'ar'] as const) {
    it(`in ${lang === 'en' ? 'English' : 'Arabic'}`, async () => {
      const page = await browser.page();
      await page.context().addCookies([{ name: 'lng', value: lang, url: platform.url }]);
      const problems: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${platform.url}${path}`);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        problems.push(...(await accessibilityProblems(page)).map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }

  it('signed in, the pages journeys pass through', async () => {
    const page = await browser.page();
    await logInTo(page, platform, 'investor@demo.test', INVESTOR_PAGES[0]!);
    const problems: string[] = [];
    for (const path of INVESTOR_PAGES) {
      await page.goto(`${platform.url}${path}`);
      expect(new URL(page.url()).pathname).toBe(path);
      problems.push(...(await accessibilityProblems(page)).map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
});
