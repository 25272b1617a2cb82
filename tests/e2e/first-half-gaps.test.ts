import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase, userIdOf } from '../support/database';
import { en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { logInTo } from '../support/site';

type HelpTopic = { slug: string; name: string; questions: { id: number; question: string; answer: string }[] };

/** Issue 13 items 4, 6 and 7: the help centre without a topic, withdrawing an access request, the thank-you page. */
describe('gaps of the first half', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  it('the help centre lists every question without a topic, and opens one by its own id', async () => {
    const res = await api(platform, 'GET', '/api/v1/admin/help-center/questions/front');
    const topics = (res.json!.data as { data: HelpTopic[] }).data;
    const questions = topics.flatMap((c) => c.questions);
    expect(questions.length).toBeGreaterThan(2);

    const page = await browser.page();
    const list = await page.goto(`${platform.url}/help-center/question-list`);
    expect(list!.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: en.site.help.allQuestions }).waitFor();
    expect(await page.locator('main details summary').allTextContents()).toEqual(questions.map((q) => q.question));
    for (const topic of topics) await page.getByRole('heading', { level: 2, name: topic.name }).waitFor();

    const last = questions.at(-1)!;
    const one = await page.goto(`${platform.url}/help-center/single-question?id=${last.id}`);
    expect(one!.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: last.question }).waitFor();

    // Nothing chosen yet: the list rather than a 404; a question that does not exist is a 404.
    browser.allowErrors(/single-question\?id=99999999: Failed to load resource: .* 404/);
    await page.goto(`${platform.url}/help-center/single-question`);
    expect(new URL(page.url()).pathname).toBe('/help-center/question-list');
    expect((await page.goto(`${platform.url}/help-center/single-question?id=99999999`))!.status()).toBe(404);
  });

  it('an investor withdraws a pending request for the private documents', async () => {
    const investor = await userIdOf(db.sql, 'investor@demo.test');
    const pending = () => db.sql`select r.status from campaign_access_requests r join campaigns c on c.id = r.campaign_id
                                 where c.slug = 'palm-residences-dubai-marina' and r.user_id = ${investor}`;
    expect(await pending()).toEqual([{ status: 'requested' }]);

    const page = await browser.page();
    await logInTo(page, platform, 'investor@demo.test', '/campaign-detail-page/palm-residences-dubai-marina/documents');
    await page.getByText(en.browse.documents.requestedText).waitFor();
    await page.getByRole('button', { name: en.site.accessRequest.withdraw }).click();
    await page.getByText(en.site.accessRequest.withdrawn).waitFor();
    // Back to asking: the request form is offered again and the request is gone.
    await page.getByRole('button', { name: en.browse.documents.requestAccess }).waitFor();
    expect(await page.getByRole('button', { name: en.site.accessRequest.withdraw }).count()).toBe(0);
    expect(await pending()).toEqual([]);
  });

  it('the thank-you page shows for a submitted campaign; a never-submitted draft goes back to the wizard', async () => {
    const idOf = async (slug: string) => (await db.sql<{ id: number }[]>`select id from campaigns where slug = ${slug}`)[0]!.id;
    const draft = await idOf('terrabrick-homes');
    const submitted = await idOf('brightbite-snacks');

    const page = await browser.page();
    await logInTo(page, platform, 'owner@demo.test', `/create-campaign/thank-you/${draft}`);
    expect(new URL(page.url()).pathname).toMatch(
      new RegExp(`^/create-campaign/(company-info|fundraising-detail|story|faqs|extras|funding)/${draft}$`),
    );
    expect(await page.getByText(en.campaigns.wizard.thankYou).count()).toBe(0);

    await page.goto(`${platform.url}/create-campaign/thank-you/${submitted}`);
    expect(new URL(page.url()).pathname).toBe(`/create-campaign/thank-you/${submitted}`);
    await page.getByText(en.campaigns.wizard.thankYou).waitFor();
  });
});
