import { campaignComments } from '@cf/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, bearer, createUser, nextIp, useTestApp } from '../../test/app';
import { insertCampaign } from '../../test/campaigns-public';

/** Issue 12 item 2: a control character in any text the API accepts is a 400 naming the field, never a 500. */
describe('input hygiene', () => {
  const ctx = useTestApp();
  const call = apiCaller(ctx);
  let owner = { id: '', token: '' };
  let alice = { id: '', token: '' };
  let campaignId = 0;

  beforeAll(async () => {
    owner = await createUser(ctx, { userType: 'campaign-owner', firstName: 'Olga', lastName: 'Owner' });
    alice = await createUser(ctx, { userType: 'investor', firstName: 'Alice', lastName: 'Asker' });
    campaignId = (await insertCampaign(ctx, { ownerId: owner.id, campaignName: 'Comet Coffee' })).id;
  });

  const refused = (res: { statusCode: number; body: string; json: () => unknown }, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'fail',
      errors: [{ field, message: 'This field contains characters that are not allowed (control characters).' }],
    });
  };

  it.each([
    ['/api/v1/users?q=%00', 'q'],
    ['/api/v1/users/profile/a%00b', 'slug'],
    ['/api/v1/campaigns/equities/front/a%00b', 'slug'],
    ['/api/v1/admin/content-page/pages/a%00', 'slug'],
  ])('GET %s (signed out) is a 400 naming the field, not a 500', async (url, field) => {
    const res = await ctx.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
    refused(res, field);
  });

  it('other control characters are refused too; tab, newline and carriage return are kept', async () => {
    for (const c of ['%01', '%1B', '%7F', '%C2%85']) refused(await call('GET', `/users?q=a${c}b`), 'q');
    expect((await call('GET', '/users?q=a%09b%0A%0D')).statusCode).toBe(200);
  });

  it('a comment holding NUL is a 400 on its text, in the caller’s language', async () => {
    const res = await call('POST', '/campaigns/equity/comments', alice.token, { campaignId, text: 'Hello\u0000world' });
    refused(res, 'text');
    const fr = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns/equity/comments',
      headers: { ...bearer(alice.token), 'accept-language': 'fr' },
      payload: { campaignId, text: 'Bonjour\u0000' },
      remoteAddress: nextIp(),
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().errors[0]).toEqual({
      field: 'text',
      message: 'Ce champ contient des caractères non autorisés (caractères de contrôle).',
    });
  });

  it('nested fields and keys are named by their path', async () => {
    refused(
      await call('POST', '/campaigns/equity/comments', alice.token, { campaignId, text: 'Hi', extra: [{ note: 'a\u0000' }] }),
      'extra.0.note',
    );
    refused(await call('POST', '/campaigns/equity/comments', alice.token, { campaignId, text: 'Hi', 'bad\u0007key': 1 }), 'bad\u0007key');
  });

  it('multipart text fields and file names are checked as well', async () => {
    const form = new FormData();
    form.append('verificationType', 'letter');
    form.append('signature', 'Alice\u0000Asker');
    form.append('letter', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'letter.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/accreditation',
      headers: { ...bearer(alice.token), 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
      remoteAddress: nextIp(),
    });
    refused(res, 'signature');
  });

  it('bidirectional overrides are dropped from comments and profile names', async () => {
    const res = await call('POST', '/campaigns/equity/comments', alice.token, {
      campaignId,
      text: 'Nice \u202Egnp.exe\u202C offer \u2066x\u2069',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.handle.db.select().from(campaignComments).where(eq(campaignComments.id, res.json().data.data.id));
    expect(row!.text).toBe('Nice gnp.exe offer x');

    const me = await call('PATCH', '/users/updateMe', alice.token, {
      firstName: '\u202EAlice',
      lastName: 'Asker\u2067',
      slug: 'alice-asker-hygiene',
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.data).toMatchObject({ firstName: 'Alice', lastName: 'Asker' });
  });

  it('a number field given as an array is a 400 (issue 12 item 8: campaignId: [1] was read as 1)', async () => {
    const res = await call('POST', '/saved-campaigns', alice.token, { campaignId: [campaignId] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'campaignId', message: expect.any(String) }]);
    expect((await call('GET', `/campaigns/equity/comments?campaignId=${campaignId}&campaignId=${campaignId}`)).statusCode).toBe(400);
    expect((await call('GET', `/campaigns/equity/comments?campaignId=${campaignId}`)).statusCode).toBe(200);
  });
});
