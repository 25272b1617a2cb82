import { achBankAccounts, achLinkSessions } from '@cf/db';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, dataOf } from '../../../test/app';
import { decryptSecret } from '../../lib/crypto';
import { accountRow, achCalls, linkChecking, usePlaidApp } from './testing';

const { ctx, fake } = usePlaidApp();
const api = achCalls(ctx);

type Account = { id: string; bankName: string; accountName: string; mask: string; accountType: string; status: string; twin: boolean };

describe('linking bank accounts through Plaid (the fake, through the real SDK)', () => {
  it('opens Link for the caller: a link token, and a Hosted Link URL that returns to the site', async () => {
    const user = await createUser(ctx);
    const token = dataOf<{ linkToken: string; twin: boolean }>(await api.linkToken(user.token));
    expect(token).toMatchObject({ twin: false });
    expect(token.linkToken).toMatch(/^link-sandbox-/);
    const url = dataOf<{ url: string; linkSessionId: string; twin: boolean }>(await api.connectionUrl(user.token));
    expect(url.url).toMatch(/^https:\/\/hosted\.plaid\.test\/link\//);
    const [plain, hosted] = fake().bodies.get('/link/token/create')!.slice(-2);
    expect(plain).toMatchObject({
      user: { client_user_id: user.id },
      products: ['transfer'],
      country_codes: ['US'],
      webhook: 'http://localhost/api/v1/webhooks/plaid',
      account_filters: { depository: { account_subtypes: ['checking', 'savings'] } },
    });
    expect(plain).not.toHaveProperty('hosted_link');
    expect(hosted).toMatchObject({
      hosted_link: { completion_redirect_uri: `http://localhost/settings/ach-account-list/linked?link=${url.linkSessionId}` },
    });
  });

  it('links the checking and savings accounts of a public token; the token is sealed and never answered', async () => {
    const user = await createUser(ctx);
    const res = await api.connect(user.token, { method: 'public_token', publicToken: fake().link({ institution: 'Gingham Bank' }) });
    const { accounts } = dataOf<{ accounts: Account[] }>(res);
    expect(res.body).not.toContain('access-sandbox');
    // The credit card of the Item is not an ACH account.
    expect(accounts.map((a) => [a.accountType, a.mask, a.bankName]).sort()).toEqual([
      ['checking', '0000', 'Gingham Bank'],
      ['savings', '1111', 'Gingham Bank'],
    ]);
    const row = await accountRow(ctx, accounts[0]!.id);
    const item = fake().items.get(row.itemId)!;
    expect(row.accessTokenSealed).not.toContain(item.accessToken);
    expect(decryptSecret(row.accessTokenSealed!, ctx.app.config.encryptionKey)).toBe(item.accessToken);

    const listed = dataOf<Account[]>(await api.list(user.token));
    expect(listed.map((a) => a.id).sort()).toEqual(accounts.map((a) => a.id).sort());
    expect(JSON.stringify(listed)).not.toMatch(/access|token/i);
    // Another user sees none of them.
    const other = await createUser(ctx);
    expect(dataOf<Account[]>(await api.list(other.token))).toEqual([]);
  });

  it('a spent or unknown public token is a 400 on publicToken, and nothing is stored', async () => {
    const user = await createUser(ctx);
    const publicToken = fake().link();
    expect((await api.connect(user.token, { method: 'public_token', publicToken })).statusCode).toBe(200);
    const again = await api.connect(user.token, { method: 'public_token', publicToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'publicToken', message: expect.any(String) }]);
    expect(dataOf<Account[]>(await api.list(user.token))).toHaveLength(2);
  });

  it('Hosted Link: the return links the session’s Item once; a second return answers the same accounts; only its user may', async () => {
    const user = await createUser(ctx);
    const { url, linkSessionId } = dataOf<{ url: string; linkSessionId: string }>(await api.connectionUrl(user.token));
    // Back before finishing in Plaid: nothing to link yet.
    const early = await api.connect(user.token, { method: 'hosted_link', linkSessionId });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].field).toBe('linkSessionId');
    fake().finishHostedLink(fake().linkTokenOf(url), { institution: 'Tartan Bank' });
    const other = await createUser(ctx);
    expect((await api.connect(other.token, { method: 'hosted_link', linkSessionId })).statusCode).toBe(404);
    const [first, second] = await Promise.all([
      api.connect(user.token, { method: 'hosted_link', linkSessionId }),
      api.connect(user.token, { method: 'hosted_link', linkSessionId }),
    ]);
    const ids = (res: typeof first) =>
      dataOf<{ accounts: Account[] }>(res)
        .accounts.map((a) => a.id)
        .sort();
    expect(ids(first)).toHaveLength(2);
    expect(ids(second)).toEqual(ids(first));
    expect(fake().calls.filter((c) => c === '/item/public_token/exchange').length).toBeGreaterThan(0);
    const [session] = await ctx.handle.db.select().from(achLinkSessions).where(eq(achLinkSessions.id, linkSessionId));
    expect(session!.completedAt).not.toBeNull();
  });

  it('disconnects: another user’s id is a 404; the Item is removed at Plaid with its last account only', async () => {
    const user = await createUser(ctx);
    const { accounts } = dataOf<{ accounts: Account[] }>(
      await api.connect(user.token, { method: 'public_token', publicToken: fake().link() }),
    );
    const [a, b] = accounts;
    const other = await createUser(ctx);
    expect((await api.disconnect(other.token, a!.id)).statusCode).toBe(404);
    expect((await api.disconnect(user.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const itemId = (await accountRow(ctx, a!.id)).itemId;
    expect(dataOf<Account>(await api.disconnect(user.token, a!.id))).toMatchObject({ id: a!.id, status: 'disconnected' });
    // The Item still serves the other account.
    expect(fake().items.get(itemId)!.removed).toBe(false);
    expect(dataOf<Account[]>(await api.list(user.token)).map((x) => x.id)).toEqual([b!.id]);
    // Again: nothing more happens.
    expect((await api.disconnect(user.token, a!.id)).statusCode).toBe(200);

    expect((await api.disconnect(user.token, b!.id)).statusCode).toBe(200);
    expect(fake().items.get(itemId)!.removed).toBe(true);
    expect(dataOf<Account[]>(await api.list(user.token))).toEqual([]);
    const sealed = await ctx.handle.db.select({ n: count() }).from(achBankAccounts).where(eq(achBankAccounts.itemId, itemId));
    expect(sealed[0]!.n).toBe(2);
    expect((await accountRow(ctx, b!.id)).accessTokenSealed).toBeNull();
  });

  it('Plaid down: linking is a 502 and nothing is stored; a test bank is refused while Plaid is set up', async () => {
    const user = await createUser(ctx);
    await linkChecking(ctx, fake(), user.token);
    const publicToken = fake().link();
    fake().down(true);
    try {
      expect((await api.connect(user.token, { method: 'public_token', publicToken })).statusCode).toBe(502);
      expect((await api.linkToken(user.token)).statusCode).toBe(502);
    } finally {
      fake().down(false);
    }
    expect(dataOf<Account[]>(await api.list(user.token))).toHaveLength(2);
    const twin = await api.connect(user.token, {
      method: 'test_bank',
      bankName: 'Test',
      accountType: 'checking',
      accountNumber: '123456',
      confirmAccountNumber: '123456',
      routingNumber: '011000015',
      tos: true,
    });
    expect(twin.statusCode).toBe(400);
    expect(twin.json().errors).toEqual([{ field: 'method', message: expect.any(String) }]);
  });
});
