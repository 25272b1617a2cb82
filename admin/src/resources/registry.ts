import type { ComponentType } from 'react';
import accreditations from './accreditations';
import auditLog from './audit-log';
import campaignFaqTemplates from './campaign-faq-templates';
import campaignSettings from './campaign-settings';
import investmentSettings from './investment-settings';
import campaigns, { reviewQueue } from './campaigns';
import captchaSettings from './captcha-settings';
import comments from './comments';
import complianceOutcomes from './compliance-outcomes';
import complianceSettings from './compliance-settings';
import contactInquiries from './contact-inquiries';
import contentPages from './content-pages';
import currencies from './currencies';
import deletionRequests from './deletion-requests';
import disputes from './disputes';
import exchangeRates from './exchange-rates';
import customImages from './custom-images';
import faqs from './faqs';
import helpCategories from './help-categories';
import helpQuestions from './help-questions';
import investments from './investments';
import { jobsPage } from './jobs';
import kyc from './kyc';
import languages from './languages';
import { trialBalancePage } from './ledger';
import lookups from './lookups';
import menus from './menus';
import metaSettings from './meta-settings';
import newsletterSubscribers from './newsletter-subscribers';
import outbox from './outbox';
import payouts from './payouts';
import { bankStatementLines, reconciliationRuns } from './reconciliation';
import reconfirmations from './reconfirmations';
import reflectionPeriods from './reflection-periods';
import paymentGateways from './payment-gateways';
import repayments from './repayments';
import savedInvestments from './saved-investments';
import shareCertificates from './share-certificates';
import notes from './notes';
import revenueSettings from './revenue-settings';
import siteSettings from './site-settings';
import sliders from './sliders';
import socialSignupSettings from './social-signup-settings';
import taxonomySettings from './taxonomy-settings';
import transactions from './transactions';
import users from './users';
import wallets from './wallets';
import withdrawals from './withdrawals';

type Views = {
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
};

export type MenuGroup = 'work' | 'settings' | 'content' | 'inbox' | 'campaigns' | 'money' | 'people';

export type ConsoleResource = {
  name: string;
  views: Views;
  group: MenuGroup;
  /** One record (id 1): the menu opens its edit page. */
  singleton?: boolean;
};

/** A console page that is not a resource (a fixed view of one), with its own menu entry. */
export type ConsolePage = {
  path: string;
  page: ComponentType;
  icon: ComponentType;
  /** i18n key of the menu entry. */
  label: string;
  group: MenuGroup;
};

/** Pages come first in their menu group. */
export const consolePages: ConsolePage[] = [
  { ...reviewQueue, group: 'work' },
  { ...trialBalancePage, group: 'money' },
  { ...jobsPage, group: 'money' },
];

/** Every console resource, in menu order within its group. Names are the API's (kebab-case plural). */
export const consoleResources: ConsoleResource[] = [
  // The work queues first: comments to moderate, identities and accreditations to decide, accounts.
  { name: 'comments', views: comments, group: 'work' },
  { name: 'kyc', views: kyc, group: 'work' },
  { name: 'accreditations', views: accreditations, group: 'work' },
  { name: 'users', views: users, group: 'work' },
  { name: 'site-settings', views: siteSettings, group: 'settings', singleton: true },
  { name: 'revenue-settings', views: revenueSettings, group: 'settings', singleton: true },
  { name: 'captcha-settings', views: captchaSettings, group: 'settings', singleton: true },
  { name: 'meta-settings', views: metaSettings, group: 'settings' },
  { name: 'taxonomy-settings', views: taxonomySettings, group: 'settings' },
  { name: 'social-signup-settings', views: socialSignupSettings, group: 'settings' },
  { name: 'payment-gateways', views: paymentGateways, group: 'settings' },
  { name: 'languages', views: languages, group: 'settings' },
  { name: 'currencies', views: currencies, group: 'settings' },
  { name: 'lookups', views: lookups, group: 'settings' },
  { name: 'menus', views: menus, group: 'content' },
  { name: 'content-pages', views: contentPages, group: 'content' },
  { name: 'faqs', views: faqs, group: 'content' },
  { name: 'help-categories', views: helpCategories, group: 'content' },
  { name: 'help-questions', views: helpQuestions, group: 'content' },
  { name: 'sliders', views: sliders, group: 'content' },
  { name: 'custom-images', views: customImages, group: 'content' },
  { name: 'contact-inquiries', views: contactInquiries, group: 'inbox' },
  { name: 'newsletter-subscribers', views: newsletterSubscribers, group: 'inbox' },
  // Campaigns: every campaign, the platform's FAQ questions, the bounds, investments.
  { name: 'campaigns', views: campaigns, group: 'campaigns' },
  { name: 'campaign-faq-templates', views: campaignFaqTemplates, group: 'campaigns' },
  { name: 'campaign-settings', views: campaignSettings, group: 'campaigns', singleton: true },
  { name: 'investments', views: investments, group: 'campaigns' },
  { name: 'saved-investments', views: savedInvestments, group: 'campaigns' },
  // Money: the ledger's transfers, investor wallets and withdrawals (the trial balance is a page).
  { name: 'transactions', views: transactions, group: 'money' },
  { name: 'wallets', views: wallets, group: 'money' },
  { name: 'withdrawals', views: withdrawals, group: 'money' },
  { name: 'repayments', views: repayments, group: 'money' },
  { name: 'payouts', views: payouts, group: 'money' },
  // Chargebacks and returns, the daily reconciliation, bank statements (issue 11 §5, §7).
  { name: 'disputes', views: disputes, group: 'money' },
  { name: 'reconciliation-runs', views: reconciliationRuns, group: 'money' },
  { name: 'bank-statement-lines', views: bankStatementLines, group: 'money' },
  { name: 'investment-settings', views: investmentSettings, group: 'money', singleton: true },
  // Share certificates (issue 10 §8) and convertible notes at maturity (issue 9 §5).
  { name: 'share-certificates', views: shareCertificates, group: 'money' },
  { name: 'note-maturities', views: notes, group: 'money' },
  // People and compliance: deletion requests, what was sent, history.
  { name: 'deletion-requests', views: deletionRequests, group: 'people' },
  { name: 'outbox', views: outbox, group: 'people' },
  { name: 'audit-log', views: auditLog, group: 'people' },
  // Investor protection (issue 16): the regime, the rates its conversions use, its decisions.
  { name: 'compliance-settings', views: complianceSettings, group: 'people', singleton: true },
  { name: 'exchange-rates', views: exchangeRates, group: 'people' },
  { name: 'compliance-outcomes', views: complianceOutcomes, group: 'people' },
  // Work in progress: reconfirmations after a Reg CF material change, ECSP reflection periods running.
  { name: 'reconfirmations', views: reconfirmations, group: 'people' },
  { name: 'reflection-periods', views: reflectionPeriods, group: 'people' },
];

/** Work above everything; settings last (issue 14 §13). */
export const MENU_GROUPS: MenuGroup[] = ['work', 'campaigns', 'money', 'people', 'inbox', 'content', 'settings'];
