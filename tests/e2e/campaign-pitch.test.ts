import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase } from '../support/database';
import { en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { eventually, hydrated, logInTo, tokenOf } from '../support/site';

const OWNER = 'owner@demo.test';

async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${new URL(page.url()).pathname}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The long-form pitch (issue 14 §9): written in Markdown in the story step, shown rendered on the overview tab. */
describe('the campaign pitch', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  it('the owner writes a pitch, previews it and saves it; the overview shows it in English and in Arabic', async () => {
    const created = await api(platform, 'POST', '/api/v1/campaigns/equities', {
      token: await tokenOf(platform, OWNER),
      body: { investingType: 'equity' },
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.json as { data: { data: { id: number } } }).data.data.id;
    // An image the site serves: a demo campaign's picture.
    const [demo] = await db.sql<
      { image: string }[]
    >`select campaign_image as image from campaigns where campaign_image like '/demo/%' order by id limit 1`;
    expect(demo, 'a demo campaign image').toBeDefined();
    const heading = `Why roofs ${id}`;
    const pitch = [`## ${heading}`, '', '- Close to buyers', '- **Cheap** land', '', `![Our first roof](${demo!.image})`].join('\n');

    const p = en.wizard.pitch;
    const page = await browser.page();
    await logInTo(page, platform, OWNER, `/create-campaign/story/${id}`);
    await hydrated(page);
    await page.getByLabel(en.wizard.story.fields.campaignName).fill(`Roof gardens ${id}`);
    await page.getByLabel(en.wizard.story.fields.campaignStory).fill('Vegetables grown on city roofs.');
    const textarea = page.getByLabel(p.label, { exact: true });
    await textarea.fill(pitch);
    await page.getByRole('button', { name: p.preview }).click();
    const preview = page.getByRole('region', { name: p.previewLabel });
    await eventually(() => preview.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
    expect(await preview.getByRole('listitem').allInnerTexts()).toEqual(['Close to buyers', 'Cheap land']);
    expect(await preview.getByRole('img', { name: 'Our first roof' }).getAttribute('src')).toBe(demo!.image);
    expect(await textarea.isHidden()).toBe(true);
    expect(await axeProblems(page)).toEqual([]);
    // Saved from the preview: the hidden text area is still in the form.
    await Promise.all([page.waitForLoadState('networkidle'), page.getByRole('button', { name: en.wizard.saveDraft }).click()]);
    await eventually(async () => (await db.sql<{ pitch: string | null }[]>`select pitch from campaigns where id = ${id}`)[0]?.pitch).toBe(
      pitch,
    );
    await page.reload();
    expect(await page.getByLabel(p.label, { exact: true }).inputValue()).toBe(pitch);

    // Live, as a visitor sees it.
    const [live] = await db.sql<{ slug: string }[]>`update campaigns set status = 2 where id = ${id} returning slug`;
    for (const lang of ['en', 'ar'] as const) {
      const visitor = await browser.page();
      await visitor.context().addCookies([{ name: 'lng', value: lang, url: platform.url }]);
      await visitor.goto(`${platform.url}/campaign-detail-page/${live!.slug}`);
      expect(await visitor.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const shown = visitor.getByTestId('campaign-pitch');
      expect(await shown.getAttribute('dir')).toBe('auto');
      await eventually(() => shown.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
      const image = shown.getByRole('img', { name: 'Our first roof' });
      await eventually(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The pitch reads left to right inside the Arabic page, and its images stay within the column.
      expect(await shown.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      const [imageBox, pitchBox] = [await image.boundingBox(), await shown.boundingBox()];
      expect(imageBox!.width).toBeLessThanOrEqual(pitchBox!.width + 0.5);
      expect(await visitor.getByTestId('campaign-story').innerText()).toBe('Vegetables grown on city roofs.');
      expect(await visitor.locator('html').getAttribute('lang')).toBe(lang);
      expect(await axeProblems(visitor)).toEqual([]);
    }
  });
});
