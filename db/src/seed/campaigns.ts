import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import * as s from '../schema/index';
import {
  DEMO_ACCESS_REQUESTS,
  DEMO_CAMPAIGNS,
  DEMO_COMMENTS,
  DEMO_FAQ_TEMPLATES,
  DEMO_INVESTORS,
  DEMO_OWNERS,
  DEMO_PRIVATE_DOCUMENTS,
  DEMO_SAVES,
  DEMO_UPDATES,
  type DemoCampaign,
  type DemoOwnerKey,
  demoImages,
} from './campaigns-data';
import { SEED_FILE_PREFIX, seededDocumentPdf } from './demo-pdf';
import { DEMO_BACKERS, hashOf, MIN_INVESTMENT, SHARE_PRICE } from './investments-plan';

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type Context = {
  now: Date;
  ownerIds: Record<DemoOwnerKey, string>;
  adminId: string;
  lookupId: (type: string, slug: string) => number;
};

/** Minor-unit amounts, terms and dates of one demo campaign, consistent with its status. */
function campaignValues(c: DemoCampaign, ctx: Context) {
  const h = hashOf(c.slug);
  const goal = c.goal * 100;
  const minInvestment = MIN_INVESTMENT[c.currency] * 100;
  const created = new Date(ctx.now.getTime() - c.createdDaysAgo * DAY);
  const submitted = c.status >= 1 ? new Date(created.getTime() + DAY) : null;
  const approved = [2, 4, 5, 6, 7].includes(c.status) ? new Date(created.getTime() + 3 * DAY) : null;
  const closing = new Date(ctx.now.getTime() + c.closesInDays * DAY);
  const complete = c.status !== 0 || c.story !== '';
  const equity =
    c.investingType === 'equity'
      ? (() => {
          const preMoney = goal * (4 + (h % 6));
          return {
            pricePerShare: SHARE_PRICE[c.currency],
            availableShares: Math.floor(goal / SHARE_PRICE[c.currency]),
            preMoneyValuation: preMoney,
            equityAvailable: Math.round((goal / (preMoney + goal)) * 100_000) / 1_000,
          };
        })()
      : {};
  const debt =
    c.investingType === 'debt'
      ? {
          interestRateBps: c.interestBps ?? 800,
          investFrequency: c.investFrequency ?? ('quarterly' as const),
          termLengthMonths: [24, 36, 48, 60][h % 4]!,
          paybackStartDate: isoDay(new Date(closing.getTime() + 90 * DAY)),
          repaymentMethod: 'manual' as const,
        }
      : {};
  const stages = ['early-revenue', 'growth', 'established'];
  const rounds = ['seed', 'series-a', 'bridge'];
  return {
    ownerId: ctx.ownerIds[c.owner],
    status: c.status,
    slug: c.slug,
    investingType: c.investingType,
    campaignType: c.campaignType ?? 'fixed',
    campaignAccreditation: c.accreditedOnly ? ('accredited' as const) : ('all' as const),
    termsSlug: 'terms-conditions',
    companyName: c.companyName,
    companyTagLine: c.tagLine,
    companyEmail: `hello@${c.website.replace(/^https?:\/\//, '')}`,
    companyPhone: complete ? `+1555${String(1_000_000 + (h % 8_999_999)).slice(0, 7)}` : null,
    companyAddress: c.address || null,
    companyDescription: c.description,
    companyWebsite: c.website,
    yearFounded: c.yearFounded,
    companyLogo: demoImages(c.slug).logo,
    categoryId: ctx.lookupId('categories', c.category),
    industryId: ctx.lookupId('company-industry', c.industry),
    previouslyRaised: complete ? goal * ((h % 3) + 1) : null,
    totalRevenue: complete ? goal * ((h % 5) + 2) : null,
    hasLeadInvestor: Boolean(c.leadInvestor),
    currencyCode: c.currency,
    goal,
    minimumRaise: goal / 2,
    maximumRaise: goal,
    minimumInvestment: minInvestment,
    maximumInvestment: goal / 10,
    openDate: isoDay(approved ?? new Date(created.getTime() + 3 * DAY)),
    closingDate: isoDay(closing),
    campaignStageId: complete ? ctx.lookupId('campaign-stage', stages[h % 3]!) : null,
    investingRoundId: complete ? ctx.lookupId('investing-round', rounds[(h >>> 3) % 3]!) : null,
    ...equity,
    ...debt,
    campaignName: c.campaignName,
    uploadType: 'image' as const,
    campaignImage: demoImages(c.slug).image,
    campaignStory: c.story || null,
    highlights: c.highlights.length ? c.highlights.join('\n') : null,
    websiteUrl: c.website,
    linkedinUrl: complete ? `https://www.linkedin.com/company/${c.slug}` : null,
    // raisedAmount, investorCount and lastInvestmentAt come from the demo investments the API
    // posts through the ledger (demoInvestmentPlan), never from counters seeded here.
    featured: Boolean(c.featured),
    submittedAt: submitted,
    approvedAt: approved,
    decisionReason: c.reason ?? null,
    createdAt: created,
    updatedAt: created,
  };
}

/** The status moves that led each campaign where it is, with who made them. */
function historyOf(c: DemoCampaign, campaignId: number, values: ReturnType<typeof campaignValues>, ctx: Context) {
  const moves: (typeof s.campaignStatusHistory.$inferInsert)[] = [];
  const move = (from: number, to: number, at: Date | null, actorId: string | null, reason: string | null = null) =>
    moves.push({
      campaignId,
      fromStatus: from as s.CampaignStatusCode,
      toStatus: to as s.CampaignStatusCode,
      actorId,
      reason,
      createdAt: at ?? ctx.now,
    });
  if (c.status === 0) return moves;
  move(0, 1, values.submittedAt, values.ownerId);
  if (c.status === 3) move(1, 3, new Date(values.submittedAt!.getTime() + 2 * DAY), ctx.adminId, c.reason ?? null);
  if (c.status >= 2 && c.status !== 3) move(1, 2, values.approvedAt, ctx.adminId);
  const closing = new Date(`${values.closingDate}T00:05:00Z`);
  if (c.status === 4 || c.status === 5) move(2, c.status, new Date(closing.getTime() + DAY), null);
  if (c.status === 6 || c.status === 7) move(2, c.status, new Date(ctx.now.getTime() - 2 * DAY), ctx.adminId, c.reason ?? null);
  return moves;
}

/**
 * The demo campaigns and everything around them: owners, investors, FAQ questions, campaigns of
 * every status with their team, lead investors, FAQs, updates, gallery, documents, comments,
 * saves and access requests. Runs inside the seed's transaction (all or nothing).
 */
export async function seedDemoCampaigns(tx: Database, passwordHash: string, now = new Date()): Promise<void> {
  const person = (email: string, firstName: string, lastName: string) => ({
    email,
    firstName,
    lastName,
    passwordHash,
    slug: `${firstName}-${lastName}`.toLowerCase(),
    status: 'active' as const,
    emailVerifiedAt: now,
  });
  await tx.insert(s.users).values([
    ...Object.values(DEMO_OWNERS)
      .filter((o) => o.email !== DEMO_OWNERS.omar.email)
      .map((o) => ({ ...person(o.email, o.firstName, o.lastName), userType: 'campaign-owner' as const, description: o.description })),
    ...[...DEMO_INVESTORS, ...DEMO_BACKERS].map((i) => ({ ...person(i.email, i.firstName, i.lastName), userType: 'investor' as const })),
  ]);
  const emails = [
    ...Object.values(DEMO_OWNERS).map((o) => o.email),
    ...DEMO_INVESTORS.map((i) => i.email),
    'investor@demo.test',
    'admin@demo.test',
  ];
  const people = await tx.select({ id: s.users.id, email: s.users.email }).from(s.users).where(inArray(s.users.email, emails));
  const userId = (email: string) => {
    const found = people.find((p) => p.email === email);
    if (!found) throw new Error(`demo user ${email} is missing`);
    return found.id;
  };
  const byAuthor = (author: string) => userId(author === 'investor' ? 'investor@demo.test' : author);

  const lookupRows = await tx.select({ id: s.lookups.id, type: s.lookups.type, slug: s.lookups.slug }).from(s.lookups);
  const ctx: Context = {
    now,
    adminId: userId('admin@demo.test'),
    ownerIds: Object.fromEntries(Object.entries(DEMO_OWNERS).map(([key, o]) => [key, userId(o.email)])) as Record<DemoOwnerKey, string>,
    lookupId: (type, slug) => {
      const row = lookupRows.find((l) => l.type === type && l.slug === slug);
      if (!row) throw new Error(`demo lookup ${type}/${slug} is missing`);
      return row.id;
    },
  };

  const templates = await tx
    .insert(s.campaignFaqTemplates)
    .values(DEMO_FAQ_TEMPLATES.map((t, i) => ({ ...t, sortOrder: i })))
    .returning({ id: s.campaignFaqTemplates.id });

  const valueList = DEMO_CAMPAIGNS.map((c) => campaignValues(c, ctx));
  const inserted = await tx.insert(s.campaigns).values(valueList).returning({ id: s.campaigns.id, slug: s.campaigns.slug });
  const idOf = (slug: string) => {
    const row = inserted.find((r) => r.slug === slug);
    if (!row) throw new Error(`demo campaign ${slug} is missing`);
    return row.id;
  };

  const history = DEMO_CAMPAIGNS.flatMap((c, i) => historyOf(c, idOf(c.slug), valueList[i]!, ctx));
  if (history.length) await tx.insert(s.campaignStatusHistory).values(history);

  const submitted = DEMO_CAMPAIGNS.filter((c) => c.status !== 0);
  await tx.insert(s.campaignPayoutAccounts).values(
    submitted.map((c) => ({
      campaignId: idOf(c.slug),
      bankName: 'Demo Community Bank',
      accountType: 'checking' as const,
      accountNumberLast4: String(1000 + (hashOf(c.slug) % 9000)),
      routingNumber: '021000021',
      tosAcceptedAt: now,
    })),
  );

  const properties = DEMO_CAMPAIGNS.filter((c) => c.property);
  if (properties.length)
    await tx.insert(s.campaignProperties).values(
      properties.map((c) => ({
        campaignId: idOf(c.slug),
        propertyName: c.property!.name,
        propertyStreet: c.property!.street,
        propertyCity: c.property!.city,
        propertyState: c.property!.state,
        propertyCountry: c.property!.country,
        propertySize: c.property!.size,
        plotSize: c.property!.plot,
        buildYear: c.property!.buildYear,
        propertyStage: c.property!.stage,
        propertyDetail: c.property!.detail,
      })),
    );

  const teamRows = DEMO_CAMPAIGNS.flatMap((c) =>
    c.team.map((m, i) => ({
      campaignId: idOf(c.slug),
      fullName: m.name,
      roleTitle: m.role,
      email: `${m.name
        .toLowerCase()
        .replace(/[^a-z]+/g, '.')
        .replace(/^\.|\.$/g, '')}@${c.website.replace(/^https?:\/\//, '')}`,
      bio: m.bio,
      memberTypeId: ctx.lookupId('team-member-type', m.type),
      sortOrder: i,
    })),
  );
  if (teamRows.length) await tx.insert(s.campaignTeamMembers).values(teamRows);

  const leads = DEMO_CAMPAIGNS.filter((c) => c.leadInvestor);
  if (leads.length)
    await tx.insert(s.campaignLeadInvestors).values(
      leads.map((c) => ({
        campaignId: idOf(c.slug),
        name: c.leadInvestor!.name,
        bio: c.leadInvestor!.bio,
        investorTypeId: ctx.lookupId('investor-type', c.leadInvestor!.type),
      })),
    );

  // Answers to the platform's questions that apply to each campaign, for every submitted one.
  const answers: ((c: DemoCampaign) => string)[] = [
    (c) => c.description,
    (c) => c.story.split('. ').slice(-1)[0] ?? c.story,
    () => 'Investors share in a future sale or listing of the company; a buy-back programme will be considered from year five.',
    (c) =>
      `Interest and principal are repaid ${c.investFrequency ?? 'quarterly'} from operating revenue, with a reserve covering the first six months.`,
  ];
  const faqRows = submitted.flatMap((c) =>
    DEMO_FAQ_TEMPLATES.map((t, index) => ({ t, index }))
      .filter(({ t }) => t.investingType === 'all' || t.investingType === c.investingType)
      .map(({ t, index }, i) => ({
        campaignId: idOf(c.slug),
        questionId: templates[index]!.id,
        question: t.question,
        answer: answers[index]!(c),
        sortOrder: i,
      })),
  );
  if (faqRows.length) await tx.insert(s.campaignFaqs).values(faqRows);

  await tx.insert(s.campaignUpdates).values(
    DEMO_UPDATES.map((u) => {
      const at = new Date(now.getTime() - u.daysAgo * DAY);
      const c = DEMO_CAMPAIGNS.find((d) => d.slug === u.campaign)!;
      return {
        campaignId: idOf(u.campaign),
        authorId: ctx.ownerIds[c.owner],
        title: u.title,
        description: u.description,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );

  const featured = DEMO_CAMPAIGNS.filter((c) => c.featured);
  await tx.insert(s.campaignImages).values(
    featured.flatMap((c) =>
      demoImages(c.slug).gallery.map((image, i) => ({
        campaignId: idOf(c.slug),
        image,
        title: i === 0 ? `${c.campaignName}: the team at work` : `${c.campaignName}: the product`,
        sortOrder: i,
      })),
    ),
  );
  await tx
    .insert(s.campaignLinks)
    .values(
      submitted
        .filter((c) => [2, 4].includes(c.status))
        .map((c) => ({ campaignId: idOf(c.slug), title: 'Press kit', url: `${c.website}/press` })),
    );

  // Documents: a public business plan for every public campaign, a private one for a few.
  const publicOnes = DEMO_CAMPAIGNS.filter((c) => [2, 4, 5].includes(c.status));
  const documents = [
    ...publicOnes.map((c) => ({ c, title: 'Business plan summary', visibility: 'public' as const })),
    ...publicOnes
      .filter((c) => DEMO_PRIVATE_DOCUMENTS.includes(c.slug))
      .map((c) => ({ c, title: 'Financial statements and shareholder agreement', visibility: 'private' as const })),
  ];
  const fileRows = await tx
    .insert(s.files)
    .values(
      documents.map((d, i) => ({
        ownerId: ctx.ownerIds[d.c.owner],
        visibility: d.visibility,
        storageKey: `${SEED_FILE_PREFIX}${d.c.slug}-${i}.pdf`,
        contentType: 'application/pdf',
        size: seededDocumentPdf({ title: d.title, company: d.c.companyName }).length,
        originalName: `${d.title}.pdf`,
        purpose: 'campaign-document',
      })),
    )
    .returning({ id: s.files.id, storageKey: s.files.storageKey });
  await tx.insert(s.campaignDocuments).values(
    documents.map((d, i) => ({
      campaignId: idOf(d.c.slug),
      fileId: fileRows.find((f) => f.storageKey === `${SEED_FILE_PREFIX}${d.c.slug}-${i}.pdf`)!.id,
      title: d.title,
      visibility: d.visibility,
      sortOrder: d.visibility === 'public' ? 0 : 1,
    })),
  );

  // The discussion: comments an hour apart, the company's reply an hour after each.
  for (const [i, comment] of DEMO_COMMENTS.entries()) {
    const c = DEMO_CAMPAIGNS.find((d) => d.slug === comment.campaign)!;
    const at = new Date(now.getTime() - (DEMO_COMMENTS.length - i + 1) * 5 * 3_600_000);
    const ownerId = ctx.ownerIds[c.owner];
    const [row] = await tx
      .insert(s.campaignComments)
      .values({
        campaignId: idOf(c.slug),
        userId: byAuthor(comment.author),
        text: comment.text,
        status: comment.status,
        ...(comment.status === 'approved' ? { moderatedById: ownerId, moderatedAt: new Date(at.getTime() + 1_800_000) } : {}),
        createdAt: at,
      })
      .returning({ id: s.campaignComments.id });
    if (comment.reply)
      await tx.insert(s.campaignComments).values({
        campaignId: idOf(c.slug),
        userId: ownerId,
        parentId: row!.id,
        text: comment.reply,
        status: 'approved',
        fromCompany: true,
        moderatedById: ownerId,
        moderatedAt: new Date(at.getTime() + 3_600_000),
        createdAt: new Date(at.getTime() + 3_600_000),
      });
  }

  await tx
    .insert(s.savedCampaigns)
    .values(DEMO_SAVES.flatMap((save) => save.campaigns.map((slug) => ({ userId: byAuthor(save.user), campaignId: idOf(slug) }))));
  await tx.insert(s.campaignAccessRequests).values(
    DEMO_ACCESS_REQUESTS.map((r) => ({
      campaignId: idOf(r.campaign),
      userId: userId('investor@demo.test'),
      status: r.status,
      message: 'I would like to review the financial statements before investing.',
      decidedAt: r.status === 'granted' ? now : null,
    })),
  );
}
