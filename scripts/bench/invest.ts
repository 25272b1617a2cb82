// The invest benchmark (issue 8): POST /api/v1/process-investment paid from the wallet (rules, the
// campaign's offer lock, the ledger transfer, the receipt) by 50 investors at once, next to a
// pgbench-like TPC-B transaction (/bench/pgbench) measured in the same run on the same server.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '@cf/domain/password';
import autocannon from 'autocannon';
import postgres from 'postgres';

const INVESTORS = Number(process.env.BENCH_INVESTORS ?? 50);
const PASSWORD = 'Bench!2345';

type Latency = { rps: number; p50_ms: number; p99_ms: number };

/** The smallest investment in a campaign, paid from the wallet, consents ticked, typed signature. */
const investBody = (campaign: { id: number; min: number }) => ({
  campaignId: campaign.id,
  amount: campaign.min,
  paymentType: 'wallet',
  acceptTerms: true,
  acceptRisk: true,
  signature: { type: 'typed', value: 'Bench Investor' },
});

/**
 * 50 investors spread over up to 50 open campaigns (each campaign's offer is one row lock, so one
 * campaign serialises its own investors by design). Investors with an approved identity check and a wallet topped up through the sandbox checkout
 * (the real top-up path), and the open USD campaigns they invest in, without caps so a long run
 * never sells out. Everything is made in the benchmark's own database.
 */
export async function prepareInvestors(dbUrl: string, base: string) {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  try {
    const hash = await hashPassword(PASSWORD);
    const emails = Array.from({ length: INVESTORS }, (_, i) => `bench.investor.${i}@bench.test`);
    await sql`insert into users ${sql(
      emails.map((email, i) => ({
        email,
        first_name: 'Bench',
        last_name: `Investor ${i}`,
        slug: `bench-investor-${i}`,
        password_hash: hash,
        status: 'active',
        user_type: 'investor',
        email_verified_at: new Date(),
      })),
    )}`;
    await sql`insert into kyc_parties (user_id, provider, status) select id, 'sandbox', 'approved' from users where email like 'bench.investor.%'`;
    await sql`update site_settings set wallet_module = true`;
    const open = await sql<{ id: number; min: string }[]>`
      update campaigns set maximum_raise = null, available_shares = null
      where id in (select id from campaigns where status = 2 and currency_code = 'USD' and campaign_accreditation = 'all'
                   and minimum_investment is not null order by id limit ${INVESTORS})
      returning id, minimum_investment as min`;
    // bigint columns come back as strings from the driver.
    const campaigns = open.map((c) => ({ id: c.id, min: Number(c.min) }));
    if (campaigns.length === 0) throw new Error('no open USD campaign to invest in');
    const tokens: string[] = [];
    for (const [i, email] of emails.entries()) {
      const login = await fetch(`${base}/api/v1/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (!login.ok) throw new Error(`login of ${email} refused: ${login.status} ${await login.text()}`);
      const { token } = (await login.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const topUp = await fetch(`${base}/api/v1/wallet/add-wallet-topup`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ amount: 500_000_00, currencyCode: 'USD', paymentType: 'sandbox' }),
      });
      if (!topUp.ok) throw new Error(`top-up for ${email} refused: ${topUp.status} ${await topUp.text()}`);
      const started = (await topUp.json()) as { data: { data: { sessionId: string } } };
      const paid = await fetch(`${base}/api/v1/payments/sandbox/sessions/${started.data.data.sessionId}/complete`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ outcome: 'paid' }),
      });
      if (!paid.ok) throw new Error(`top-up for ${email} failed: ${paid.status} ${await paid.text()}`);
      tokens.push(token);
    }
    // One investment by hand first: a refusal here names its reason, where the load run only counts it.
    const probe = await fetch(`${base}/api/v1/process-investment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(investBody(campaigns[0]!)),
    });
    if (probe.status !== 201) throw new Error(`a probe investment was refused: ${probe.status} ${await probe.text()}`);
    return { tokens, campaigns };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function run(options: autocannon.Options): Promise<Latency> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.floor(times.length * q)] ?? 0) * 100) / 100;
  return { rps: Math.round(result.requests.average), p50_ms: at(0.5), p99_ms: at(0.99) };
}

/** One round: the pgbench-like transaction, then investing, each with INVESTORS connections. */
export async function measureInvest(base: string, seconds: number, prepared: Awaited<ReturnType<typeof prepareInvestors>>) {
  const pgbench = await run({ url: `${base}/bench/pgbench`, connections: INVESTORS, duration: seconds });
  let next = 0;
  const invest = await run({
    url: `${base}/api/v1/process-investment`,
    connections: INVESTORS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        // Each request: the next investor and campaign in turn, and a fresh Idempotency-Key.
        setupRequest: (request) => {
          const n = next++;
          const campaign = prepared.campaigns[n % prepared.campaigns.length]!;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${prepared.tokens[n % prepared.tokens.length]}`,
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(investBody(campaign)),
          };
        },
      },
    ],
  });
  return { pgbench, invest };
}

/** Per campaign: raised amount minus the sum of its paid investments (unchanged by a correct run). */
async function raisedGaps(sql: postgres.Sql, ids: number[]) {
  const rows = await sql<{ id: number; gap: string }[]>`
    select c.id, c.raised_amount - coalesce((select sum(amount) from investments i where i.campaign_id = c.id and i.status = 'success'), 0) as gap
    from campaigns c where c.id = any(${ids}::int[])`;
  return new Map(rows.map((r) => [r.id, r.gap]));
}

/**
 * Overselling, checked in the database: campaigns past their maximum raise or their shares, and
 * invested campaigns whose raised amount moved differently from their paid investments (a lost
 * update). Call `before` ahead of the load and `after` once it is done.
 */
export async function oversellCheck(dbUrl: string, ids: number[]) {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  const before = await raisedGaps(sql, ids);
  await sql.end({ timeout: 5 });
  return {
    after: async () => {
      const check = postgres(dbUrl, { max: 1, onnotice: () => {} });
      try {
        const [over] = await check<{ raise: number; shares: number }[]>`
          select count(*) filter (where c.maximum_raise is not null and c.raised_amount > c.maximum_raise)::int as raise,
                 count(*) filter (where c.available_shares is not null and o.shares_sold > c.available_shares)::int as shares
          from campaigns c left join campaign_offers o on o.campaign_id = c.id`;
        const now = await raisedGaps(check, ids);
        const lost = ids.filter((id) => now.get(id) !== before.get(id)).length;
        return { overRaise: over!.raise, overShares: over!.shares, lostUpdates: lost, oversold: over!.raise + over!.shares + lost };
      } finally {
        await check.end({ timeout: 5 });
      }
    },
  };
}
