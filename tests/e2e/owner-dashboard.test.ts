import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase } from '../support/database';
import { en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { logInTo, tokenOf } from '../support/site';

const OWNER = 'owner@demo.test';

/** The owner's cards say what each campaign is and what to do (issue 14 §10). */
describe('the owner dashboard cards', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  it('a draft without a name is an untitled campaign; a declined one shows staff’s reason', async () => {
    const created = await api(platform, 'POST', '/api/v1/campaigns/equities', {
      token: await tokenOf(platform, OWNER),
      body: { investingType: 'equity' },
    });
    expect(created.status, created.text).toBe(201);
    const reason = 'Please add the audited accounts of the last two years.';
    const [declined] = await db.sql<{ id: number }[]>`
      update campaigns set status = 3, decision_reason = ${reason}
      where id = (select c.id from campaigns c join users u on u.id = c.owner_id where u.email = ${OWNER} and c.company_name is not null order by c.id limit 1)
      returning id`;
    expect(declined, 'a named campaign of the demo owner to decline').toBeDefined();

    const page = await browser.page();
    await logInTo(page, platform, OWNER, '/dashboard?status=0');
    await expect.poll(() => page.getByRole('heading', { level: 3, name: en.wizard.dashboard.untitled }).first().isVisible()).toBe(true);
    await page.goto(`${platform.url}/dashboard?status=3`);
    const shown = page.getByTestId('decline-reason').filter({ hasText: reason });
    await expect.poll(() => shown.innerText()).toBe(en.wizard.dashboard.declinedReason.replace('{{reason}}', reason));
  });
});
