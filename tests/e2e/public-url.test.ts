import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { en } from '../support/i18n';
import { usePlatform } from '../support/platform';

const PAGE = '/campaign-detail-page/solarnest-home-batteries';

/** Share links and e-mailed links say the operator's public address, never the server's guess (issue 14 §6). */
describe('the public address', () => {
  describe('with PUBLIC_URL set', () => {
    const platform = usePlatform({ env: { PUBLIC_URL: 'https://invest.example.org' } });
    const browser = useBrowser();

    it('share links carry the configured address, whatever address the page was opened at', async () => {
      const page = await browser.page();
      await page.goto(`${platform.url}${PAGE}`);
      const address = page.getByLabel(en.browse.share.address);
      await expect.poll(() => address.inputValue()).toBe(`https://invest.example.org${PAGE}`);
      const facebook = await page.locator('a[href*="facebook.com/sharer"]').getAttribute('href');
      expect(facebook).toContain(encodeURIComponent(`https://invest.example.org${PAGE}`));
      expect(platform.output()).not.toContain('Warning: PUBLIC_URL is not set');
    });
  });

  describe('without PUBLIC_URL', () => {
    const platform = usePlatform({ env: { PUBLIC_URL: undefined } });

    it('the server warns at start that links will say localhost', () => {
      expect(platform.output()).toContain('Warning: PUBLIC_URL is not set');
    });
  });
});
