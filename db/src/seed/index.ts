import { CAPTCHA_PLACES, SOCIAL_PROVIDERS } from '@cf/domain';
import { renderMarkdown } from '@cf/domain/markdown';
import { hashPassword } from '@cf/domain/password';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import * as s from '../schema/index';
import { demoFaqs, demoHelp, demoMenus, demoMeta, demoPages, demoSliders, demoSocialLinks, demoTaxonomy } from './content';
import { seedDemoCampaigns } from './campaigns';
import { demoCurrencies, demoLanguages, demoLookups } from './reference';

export { demoInvestmentPlan, type DemoInvestment } from './investments-plan';

export const DEMO_PASSWORD = 'Demo!2345';
export const DEMO_LOGINS = {
  admin: 'admin@demo.test',
  owner: 'owner@demo.test',
  investor: 'investor@demo.test',
} as const;

const LANGS = ['en', 'fr', 'ar'] as const;

/**
 * Fills an empty database with the demo data of the platform. Does nothing when site settings
 * already exist, so it is safe on every start. One transaction: all or nothing, including what
 * `then` adds (the API posts the demo's money through its ledger there).
 */
export async function seedDemoData(db: Database, options: { then?: (tx: Database) => Promise<void> } = {}): Promise<{ seeded: boolean }> {
  const existing = await db.select({ id: s.siteSettings.id }).from(s.siteSettings).limit(1);
  if (existing.length > 0) return { seeded: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    await tx.insert(s.languages).values(demoLanguages);
    const currencyRows = await tx.insert(s.currencies).values(demoCurrencies).returning();
    const usd = currencyRows.find((c) => c.code === 'USD')!;

    await tx.insert(s.siteSettings).values({
      siteName: 'Fundright',
      siteLogo: '/demo/logo.svg',
      darkLogo: '/demo/logo-dark.svg',
      favIcon: '/demo/favicon.svg',
      sitePrimaryColor: '#0b5cad',
      siteSecondaryColor: '#0f766e',
      timezone: 'UTC',
      contactEmail: 'hello@demo.test',
      currencyId: usd.id,
      defaultLanguage: 'en',
      // The regional wallet runs as MangoPay's sandbox twin in the demo, in US dollars.
      mangoPayModule: true,
      mangoPayCurrencyId: usd.id,
    });
    // PayPal, ACH and MangoPay in test mode without keys are their sandbox twins: the demo needs no account anywhere.
    await tx
      .update(s.paymentGateways)
      .set({ enabled: true, testMode: true })
      .where(inArray(s.paymentGateways.provider, ['paypal', 'ach', 'mangopay']));
    await tx.insert(s.revenueSettings).values({});
    await tx.insert(s.campaignSettings).values({
      minGoal: 1_000_00,
      maxGoal: 5_000_000_00,
      minInvestment: 100_00,
      minEquityPercent: 0.5,
      maxEquityPercent: 49,
      minValuation: 100_000_00,
      maxValuation: 500_000_000_00,
      minInterestRate: 1,
      maxInterestRate: 25,
      minTermMonths: 3,
      maxTermMonths: 120,
      maxCampaignDays: 365,
      campaignLimitPerUser: 5,
    });
    // Both captchas are ready: the built-in one is on; Google's published test keys (they always pass)
    // are stored, so staff can switch to reCAPTCHA in the console and see it work.
    await tx.insert(s.captchaSettings).values({
      ...Object.fromEntries(CAPTCHA_PLACES.map((p) => [p, p === 'contactUs'])),
      recaptchaSiteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
      recaptchaSecretKey: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
    });
    await tx.insert(s.socialSignupSettings).values(SOCIAL_PROVIDERS.map((provider) => ({ provider })));

    for (const lang of LANGS) {
      await tx.insert(s.metaSettings).values({
        lang,
        metaTitle: demoMeta[lang].title,
        metaDescription: demoMeta[lang].description,
        ogImage: '/demo/og-image.svg',
      });
      const [ps, pp, is, ip, os, op] = demoTaxonomy[lang];
      await tx.insert(s.taxonomySettings).values({
        lang,
        projectSingular: ps,
        projectPlural: pp,
        investorSingular: is,
        investorPlural: ip,
        ownerSingular: os,
        ownerPlural: op,
      });
    }

    await tx.insert(s.lookups).values(
      Object.entries(demoLookups).flatMap(([type, rows]) =>
        rows.map((row, i) => ({
          type: type as s.LookupRow['type'],
          slug: row.slug,
          names: row.names,
          code: row.code ?? null,
          sortOrder: i,
        })),
      ),
    );

    await tx.insert(s.contentPages).values(
      demoPages.flatMap((page, i) =>
        LANGS.map((lang) => ({
          lang,
          slug: page.slug,
          title: page.text[lang].title,
          body: page.text[lang].body,
          bodyHtml: renderMarkdown(page.text[lang].body),
          showInFooter: page.footer,
          sortOrder: i,
        })),
      ),
    );
    await tx
      .insert(s.faqs)
      .values(
        LANGS.flatMap((lang) => demoFaqs[lang].map((f, i) => ({ lang, question: f.q, answer: f.a, showInFooter: f.footer, sortOrder: i }))),
      );
    for (const lang of LANGS) {
      for (const [i, cat] of demoHelp.entries()) {
        const [category] = await tx
          .insert(s.helpCategories)
          .values({ lang, slug: cat.slug, name: cat.name[lang], sortOrder: i })
          .returning({ id: s.helpCategories.id });
        await tx
          .insert(s.helpQuestions)
          .values(cat.questions.map((q, j) => ({ categoryId: category!.id, question: q[lang].q, answer: q[lang].a, sortOrder: j })));
      }
      await tx.insert(s.sliders).values(demoSliders[lang].map((slide, i) => ({ lang, ...slide, sortOrder: i })));

      const menus = demoMenus[lang];
      for (const [sortOrder, position] of (['header', 'footer'] as const).entries()) {
        const [menu] = await tx
          .insert(s.menus)
          .values({ position, lang, title: menus[position].title, sortOrder })
          .returning({ id: s.menus.id });
        await tx.insert(s.menuItems).values(
          menus[position].items.map((item, i) => ({
            menuId: menu!.id,
            linkType: item.linkType,
            title: item.title,
            customUrl: item.linkType === 'custom' ? item.target : null,
            contentPageSlug: item.linkType === 'page' ? item.target : null,
            sortOrder: i,
          })),
        );
      }
      const [social] = await tx
        .insert(s.menus)
        .values({ position: 'social', lang, title: menus.social, sortOrder: 2 })
        .returning({ id: s.menus.id });
      await tx.insert(s.menuItems).values(
        demoSocialLinks.map((link, i) => ({
          menuId: social!.id,
          linkType: 'custom' as const,
          title: link.title,
          customUrl: link.url,
          urlTarget: '_blank' as const,
          socialIcon: link.icon,
          sortOrder: i,
        })),
      );
    }

    await tx.insert(s.customImages).values([
      { slot: 'home-hero', title: 'Home page hero', image: '/demo/hero.svg' },
      { slot: 'login-side', title: 'Login page illustration', image: '/demo/slide-2.svg' },
    ]);

    const person = (email: string, firstName: string, lastName: string) => ({
      email,
      firstName,
      lastName,
      passwordHash,
      slug: `${firstName}-${lastName}`.toLowerCase(),
      status: 'active' as const,
      emailVerifiedAt: new Date(),
    });
    await tx.insert(s.users).values([
      { ...person(DEMO_LOGINS.admin, 'Ada', 'Admin'), isAdmin: true },
      { ...person(DEMO_LOGINS.owner, 'Omar', 'Owner'), userType: 'campaign-owner' as const },
      { ...person(DEMO_LOGINS.investor, 'Ines', 'Investor'), userType: 'investor' as const },
    ]);
    await seedDemoCampaigns(tx, passwordHash);
    // The demo investor may invest anywhere at once: identity checked and accredited by staff.
    const [ines] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, DEMO_LOGINS.investor));
    const [admin] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, DEMO_LOGINS.admin));
    const decided = { decidedById: admin!.id, decidedAt: new Date() };
    await tx.insert(s.kycParties).values({
      userId: ines!.id,
      provider: 'sandbox',
      status: 'approved',
      firstName: 'Ines',
      lastName: 'Investor',
      country: 'US',
      ...decided,
    });
    await tx.insert(s.accreditations).values({
      userId: ines!.id,
      status: 'approved',
      basis: 'net-worth',
      verificationType: 'letter',
      signature: 'Ines Investor',
      signedAt: new Date(),
      ...decided,
    });
    await options.then?.(tx);
  });
  return { seeded: true };
}
