import { campaigns, lookups } from '@cf/db';
import { addDays } from '@cf/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, createUser, nextIp, type TestContext } from './app';
import { multipart, png } from './files';

/** inject() under /api/v1 with a bearer token and a JSON (or prepared multipart) body. */
export function call(
  ctx: TestContext,
  token: string | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers = {},
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** A multipart body with one file and text fields. */
export async function form(file: { name?: string; type?: string; data: Buffer | string } | null, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) {
    const data = typeof file.data === 'string' ? file.data : new Uint8Array(file.data);
    body.append('file', new Blob([data], { type: file.type ?? 'application/octet-stream' }), file.name ?? 'upload.bin');
  }
  const request = new Request('http://localhost/', { method: 'POST', body });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

export async function upload(
  ctx: TestContext,
  token: string,
  url: string,
  file: { name?: string; type?: string; data: Buffer | string } | null,
  fields = {},
) {
  const { payload, headers } = await form(file, fields);
  return call(ctx, token, 'POST', url, payload, headers);
}

export const pdf = (text = 'campaign document') => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`, 'latin1');
export { multipart, png };

/** data.data of a 201 answer (throws on anything else). */
export function createdOf<T = unknown>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return (res.json() as { data: { data: T } }).data.data;
}

/** The field errors of a 4xx answer as "field: message". */
export const fieldErrors = (res: LightMyRequestResponse) =>
  ((res.json() as { errors?: { field: string; message: string }[] }).errors ?? []).map((e) => `${e.field}: ${e.message}`);

export const ownerUser = (ctx: TestContext) => createUser(ctx, { userType: 'campaign-owner' });

export async function lookupId(ctx: TestContext, type: string, slug: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ id: lookups.id })
    .from(lookups)
    .where(and(eq(lookups.type, type as never), eq(lookups.slug, slug)));
  if (!row) throw new Error(`no lookup ${type}/${slug}`);
  return row.id;
}

export const today = () => new Date().toISOString().slice(0, 10);
export const inDays = (days: number) => addDays(today(), days);

/** POST /campaigns/equities as this owner; the new draft's id. */
export async function newDraft(ctx: TestContext, token: string, investingType: 'equity' | 'debt' = 'equity'): Promise<number> {
  const res = await call(ctx, token, 'POST', '/campaigns/equities', { investingType });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { data: { id: number } } }).data.data.id;
}

/** Valid values of every step (the seeded settings: goal 1,000–5,000,000 USD, min investment 100 USD...). */
export async function validSteps(ctx: TestContext) {
  return {
    company: {
      companyName: 'Green Farms Limited',
      companyTagLine: 'Vertical farms for cities',
      companyEmail: 'hello@greenfarms.test',
      companyPhone: '+1 555 010 0200',
      companyAddress: '1 Market Street, Springfield',
      companyDescription: 'We grow greens in the city.',
      categoryId: await lookupId(ctx, 'categories', 'technology'),
      industryId: await lookupId(ctx, 'company-industry', 'software'),
    },
    fundraising: {
      currencyCode: 'USD',
      goal: 100_000_00,
      minimumRaise: 50_000_00,
      maximumRaise: 100_000_00,
      minimumInvestment: 500_00,
      maximumInvestment: 10_000_00,
      openDate: inDays(1),
      closingDate: inDays(90),
      campaignStageId: await lookupId(ctx, 'campaign-stage', 'growth'),
      investingRoundId: await lookupId(ctx, 'investing-round', 'seed'),
      campaignType: 'flexible',
      campaignAccreditation: 'all',
      termsSlug: 'terms-conditions',
    },
    equityTerms: { availableShares: 4000, equityAvailable: 10, preMoneyValuation: 1_000_000_00, pricePerShare: 25_00 },
    debtTerms: {
      interestRateBps: 800,
      investFrequency: 'quarterly',
      termLengthMonths: 24,
      paybackStartDate: inDays(120),
      repaymentMethod: 'manual',
    },
    story: {
      campaignName: 'Green Farms',
      uploadType: 'image',
      campaignStory: 'Fresh greens grown next door.',
      highlights: 'Profitable since 2024',
    },
    payout: {
      bankName: 'First Bank',
      accountType: 'checking',
      accountNumber: '123456789',
      confirmAccountNumber: '123456789',
      routingNumber: '021000021',
      tos: true,
    },
  };
}

/** Answers every required platform question of the campaign's type. */
export async function answerRequiredFaqs(ctx: TestContext, token: string, id: number, investingType: 'equity' | 'debt' = 'equity') {
  const res = await call(ctx, token, 'GET', `/campaigns/faq-templates?investingType=${investingType}`);
  const templates = (res.json() as { data: { data: { id: number; isRequired: boolean }[] } }).data.data;
  for (const t of templates.filter((x) => x.isRequired)) {
    const answer = await call(ctx, token, 'POST', '/campaigns/equity/campaign-faqs', {
      campaignId: id,
      questionId: t.id,
      answer: 'Our answer.',
    });
    if (answer.statusCode !== 201) throw new Error(`faq failed: ${answer.body}`);
  }
}

/** Fills every step of a draft through the API so that its checklist is ready. */
export async function completeDraft(ctx: TestContext, token: string, id: number, investingType: 'equity' | 'debt' = 'equity') {
  const steps = await validSteps(ctx);
  const must = async (res: Promise<LightMyRequestResponse>) => {
    const r = await res;
    if (r.statusCode >= 300) throw new Error(`step failed: ${r.statusCode} ${r.body}`);
  };
  await must(call(ctx, token, 'PATCH', `/campaigns/equity/company-profile/${id}`, steps.company));
  await must(
    upload(ctx, token, `/campaigns/equities/${id}/images`, { name: 'logo.png', type: 'image/png', data: png(200, 200) }, { kind: 'logo' }),
  );
  await must(call(ctx, token, 'PATCH', `/campaigns/campaign/fundraising-detail/${id}`, steps.fundraising));
  await must(
    call(ctx, token, 'PATCH', `/campaigns/campaign/campaign-terms/${id}`, investingType === 'equity' ? steps.equityTerms : steps.debtTerms),
  );
  await must(call(ctx, token, 'PATCH', `/campaigns/campaign/campaign-story/${id}`, steps.story));
  await must(
    upload(ctx, token, `/campaigns/equities/${id}/images`, { name: 'c.png', type: 'image/png', data: png(700, 500) }, { kind: 'campaign' }),
  );
  await answerRequiredFaqs(ctx, token, id, investingType);
  await must(call(ctx, token, 'PATCH', `/campaigns/campaign/payment-detail/${id}`, steps.payout));
}

/** A campaign row straight in the database (for tests about statuses and access, not the wizard). */
export async function insertCampaign(ctx: TestContext, ownerId: string, props: Partial<typeof campaigns.$inferInsert> = {}) {
  const [row] = await ctx.handle.db
    .insert(campaigns)
    .values({ ownerId, investingType: 'equity', slug: `t-${Date.now()}-${Math.random().toString(36).slice(2)}`, ...props })
    .returning();
  return row!;
}
