import { campaigns } from '@cf/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { call, fieldErrors, newDraft, ownerUser } from '../../../test/campaigns';
import { insertCampaign } from '../../../test/campaigns-public';
import { CAMPAIGN_FIELDS } from '@cf/domain/schemas/campaign-fields';

const PITCH_MAX = CAMPAIGN_FIELDS.pitchMax;

const story = (id: number) => `/campaigns/campaign/campaign-story/${id}`;

describe('the campaign pitch (issue 14 §9)', () => {
  const ctx = useTestApp();
  const stored = async (id: number) =>
    (await ctx.handle.db.select({ pitch: campaigns.pitch }).from(campaigns).where(eq(campaigns.id, id)))[0]?.pitch;

  it('the story step saves the Markdown source with the story, answers it, and clears it when emptied', async () => {
    const owner = await ownerUser(ctx);
    const id = await newDraft(ctx, owner.token);
    const pitch = '## Why now\n\n- one\n- two\n\n![Farm](/files/abc)';
    const res = await call(ctx, owner.token, 'PATCH', story(id), { campaignStory: 'Short.', pitch });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data).toMatchObject({ campaignStory: 'Short.', pitch });
    expect(await stored(id)).toBe(pitch);
    // Absent stays; empty clears.
    expect((await call(ctx, owner.token, 'PATCH', story(id), { campaignName: 'Green' })).json().data.data.pitch).toBe(pitch);
    expect((await call(ctx, owner.token, 'GET', `/campaigns/equities/${id}`)).json().data.data.pitch).toBe(pitch);
    expect((await call(ctx, owner.token, 'PATCH', story(id), { pitch: '  ' })).statusCode).toBe(200);
    expect(await stored(id)).toBeNull();
  });

  it('refuses a pitch over the limit with a message in the caller’s language, and keeps the old one', async () => {
    const owner = await ownerUser(ctx);
    const id = await newDraft(ctx, owner.token);
    await call(ctx, owner.token, 'PATCH', story(id), { pitch: 'kept' });
    const tooLong = { pitch: 'x'.repeat(PITCH_MAX + 1) };
    const en = await call(ctx, owner.token, 'PATCH', story(id), tooLong);
    expect(en.statusCode).toBe(400);
    expect(fieldErrors(en)).toEqual([`pitch: The pitch must be at most ${PITCH_MAX} characters.`]);
    const fr = await call(ctx, owner.token, 'PATCH', story(id), tooLong, { 'accept-language': 'fr' });
    expect(fieldErrors(fr)).toEqual([`pitch: Le pitch doit comporter au plus ${PITCH_MAX} caractères.`]);
    expect(await stored(id)).toBe('kept');
    expect((await call(ctx, owner.token, 'PATCH', story(id), { pitch: 'x'.repeat(PITCH_MAX) })).statusCode).toBe(200);
  });

  it('the public page answers pitchHtml: headings, lists, links and images; no scripts, handlers or javascript: links', async () => {
    const owner = await ownerUser(ctx);
    const pitch = [
      '# Our plan',
      '### Details',
      '- first\n- **second**',
      '[site](https://example.com) [bad](javascript:alert(1))',
      '![Farm](/files/abc)',
      '<img src="/x.png" onerror="alert(1)">',
      '<script>alert(1)</script>',
      '<p style="color:red" onclick="alert(1)">styled</p>',
    ].join('\n\n');
    const row = await insertCampaign(ctx, { ownerId: owner.id, pitch });
    const res = await call(ctx, null, 'GET', `/campaigns/equities/front/${row.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const { pitchHtml, campaignStory } = res.json().data.data.story as { pitchHtml: string; campaignStory: string | null };
    expect(campaignStory).toBeNull();
    expect(pitchHtml).toContain('<h2>Our plan</h2>');
    expect(pitchHtml).toContain('<h3>Details</h3>');
    expect(pitchHtml).toContain('<li><strong>second</strong></li>');
    expect(pitchHtml).toContain('<img src="/files/abc" alt="Farm" />');
    expect(pitchHtml).toContain('<img src="/x.png" />');
    expect(pitchHtml).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>');
    expect(pitchHtml).toContain('<p>styled</p>');
    expect(pitchHtml).not.toMatch(/<h1|<script|onerror|onclick|style=|javascript:/i);
  });

  it('pitchHtml is null without a pitch', async () => {
    const owner = await ownerUser(ctx);
    const row = await insertCampaign(ctx, { ownerId: owner.id });
    const res = await call(ctx, null, 'GET', `/campaigns/equities/front/${row.slug}`);
    expect(res.json().data.data.story.pitchHtml).toBeNull();
  });

  it('previews a pitch for the owner only, rendered like the page', async () => {
    const owner = await ownerUser(ctx);
    const id = await newDraft(ctx, owner.token);
    const url = `/campaigns/equities/${id}/pitch-preview`;
    const res = await call(ctx, owner.token, 'POST', url, { pitch: '## Hi\n\n<img src="/a.png" onerror="alert(1)">' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data.html).toBe('<h2>Hi</h2>\n<img src="/a.png" />');
    expect((await call(ctx, owner.token, 'POST', url, {})).json().data.data.html).toBe('');
    const stranger = await ownerUser(ctx);
    expect((await call(ctx, stranger.token, 'POST', url, { pitch: 'x' })).statusCode).toBe(404);
    expect((await call(ctx, null, 'POST', url, { pitch: 'x' })).statusCode).toBe(401);
  });
});
