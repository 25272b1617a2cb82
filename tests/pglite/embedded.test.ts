import { describe, expect, it } from 'vitest';
import { api, usePlatform } from '../support/platform';

// The embedded default (no DATABASE_URL): PGlite under DATA_DIR, migrated and seeded at start.
describe('npm start on the embedded database (PGlite)', () => {
  const platform = usePlatform({ embedded: true });

  it('migrates, seeds and serves the API, the site and the console', async () => {
    expect(platform.output()).toContain('database: pglite, demo data loaded');

    const health = await api(platform, 'GET', '/api/v1/health');
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ status: 'ok', database: 'up' });

    const settings = await api(platform, 'GET', '/api/v1/admin/site-setting/front');
    expect((settings.json as { data: { data: { siteName: string } } }).data.data.siteName).toBe('Fundright');

    const login = await api(platform, 'POST', '/api/v1/users/login', { body: { email: 'investor@demo.test', password: 'Demo!2345' } });
    expect(login.status).toBe(200);
    expect(typeof login.json?.token).toBe('string');

    // The campaign page is one query with JSON parts (issue 15): PGlite reads it as PostgreSQL does.
    const page = await api(platform, 'GET', '/api/v1/campaigns/equities/front/solarnest-home-batteries');
    expect(page.status).toBe(200);
    const campaign = (page.json as { data: { data: { team: unknown[]; company: { category: { name: string } | null }; faqs: unknown[] } } })
      .data.data;
    expect(campaign.team.length).toBeGreaterThan(0);
    expect(Array.isArray(campaign.faqs)).toBe(true);
    expect(campaign.company.category?.name).toMatch(/\w/);

    const home = await fetch(`${platform.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');

    const console = await fetch(`${platform.url}/admin/`);
    expect(console.status).toBe(200);
    expect(await console.text()).toContain('<div id="root">');
  });
});
