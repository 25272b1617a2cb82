import type { App } from '../types';
import consoleActions from './actions';
import { registerResource } from './crud';
import {
  contentPagesResource,
  customImagesResource,
  faqsResource,
  helpCategoriesResource,
  helpQuestionsResource,
  slidersResource,
} from './resources/content';
import accreditationActions, { accreditationsResource } from './resources/accreditations';
import deletionRequestActions, { deletionRequestsResource } from './resources/deletion-requests';
import campaignConsoleRoutes from './resources/campaigns';
import campaignSettlementRoutes from './campaign-decisions';
import { campaignFaqTemplatesResource } from './resources/campaign-faq-templates';
import commentActions, { commentsResource } from './resources/comments';
import { auditLogResource, contactInquiriesResource, newsletterSubscribersResource } from './resources/inbox';
import kycActions, { kycResource } from './resources/kyc';
import { outboxResource } from './resources/outbox';
import userActions, { usersResource } from './resources/users';
import { currenciesResource, languagesResource } from './resources/languages';
import { lookupsResource } from './resources/lookups';
import { menusResource } from './resources/menus';
import { metaSettingsResource, socialSignupResource, taxonomySettingsResource } from './resources/settings-groups';
import {
  campaignSettingsResource,
  captchaSettingsResource,
  investmentSettingsResource,
  revenueSettingsResource,
  siteSettingsResource,
} from './resources/site-settings';
import investmentActions, { investmentsResource } from './resources/investments';
import ledgerConsoleRoutes from './resources/ledger';
import paymentGatewayConsoleRoutes from './resources/payment-gateways';
import investmentExportRoutes from './resources/ledger-investments';
import journalRoutes from './resources/journal';
import transactionRoutes from './resources/transactions';
import trialBalanceRoutes from './resources/trial-balance';
import walletRoutes from './resources/wallets';
import withdrawalRoutes from './resources/withdrawals';
import repaymentConsoleRoutes from './resources/repayments';
import payoutConsoleRoutes from './resources/payouts';
import jobConsoleRoutes from './resources/jobs';
import portfolioConsoleRoutes from './resources/portfolio';
import { savedInvestmentsResource } from './resources/saved-investments';
import dashboardConsoleRoutes from './resources/dashboard';
import shareCertificateConsoleRoutes from './resources/share-certificates';
import noteMaturityConsoleRoutes from './resources/note-maturities';
import disputeConsoleRoutes from './resources/disputes';
import reconciliationConsoleRoutes from './resources/reconciliation';
import bankStatementConsoleRoutes from './resources/bank-statements';
import consoleSessionRoutes from './session';
import { complianceConsoleRoutes } from '../modules/compliance/routes';

export const consoleResources = [
  siteSettingsResource,
  revenueSettingsResource,
  campaignSettingsResource,
  investmentSettingsResource,
  captchaSettingsResource,
  metaSettingsResource,
  taxonomySettingsResource,
  socialSignupResource,
  languagesResource,
  currenciesResource,
  menusResource,
  contentPagesResource,
  faqsResource,
  helpCategoriesResource,
  helpQuestionsResource,
  slidersResource,
  customImagesResource,
  lookupsResource,
  contactInquiriesResource,
  newsletterSubscribersResource,
  auditLogResource,
  usersResource,
  kycResource,
  accreditationsResource,
  deletionRequestsResource,
  outboxResource,
  commentsResource,
  campaignFaqTemplatesResource,
  investmentsResource,
  savedInvestmentsResource,
];

/** /api/v1/console: the session routes, then everything else behind the staff guard. */
export default async function consoleRoutes(app: App) {
  await app.register(consoleSessionRoutes);
  await app.register(async (staff) => {
    // One guard for the whole console: no console route can forget to check the caller.
    staff.addHook('onRequest', staff.requireStaff);
    await staff.register(consoleActions);
    await staff.register(userActions);
    await staff.register(kycActions);
    await staff.register(accreditationActions);
    await staff.register(deletionRequestActions);
    // Campaigns have their own list and show (the show is the whole submission, not a row).
    await staff.register(campaignConsoleRoutes);
    await staff.register(campaignSettlementRoutes);
    await staff.register(commentActions);
    await staff.register(ledgerConsoleRoutes);
    // Gateway settings are keyed by provider name: their own list, show and update.
    await staff.register(paymentGatewayConsoleRoutes);
    // Money for staff and the accountant (issue 8): transfers, wallets, withdrawals, trial balance, journal, CSVs.
    await staff.register(transactionRoutes);
    await staff.register(walletRoutes);
    await staff.register(withdrawalRoutes);
    await staff.register(payoutConsoleRoutes);
    await staff.register(trialBalanceRoutes);
    await staff.register(journalRoutes);
    await staff.register(investmentExportRoutes);
    await staff.register(investmentActions);
    await staff.register(repaymentConsoleRoutes);
    await staff.register(jobConsoleRoutes);
    // A person's portfolio totals per currency (issue 10 §8); their investments are the investments resource.
    await staff.register(portfolioConsoleRoutes);
    await staff.register(dashboardConsoleRoutes);
    // Share certificates with reissue, and convertible notes at maturity (issue 10 §8, issue 9 §5).
    await staff.register(shareCertificateConsoleRoutes);
    await staff.register(noteMaturityConsoleRoutes);
    // Chargebacks and returns, the daily reconciliation's runs, bank statements (issue 11 §5, §7).
    await staff.register(disputeConsoleRoutes);
    await staff.register(reconciliationConsoleRoutes);
    await staff.register(bankStatementConsoleRoutes);
    // Investor protection (issue 16): jurisdiction and figures, exchange rates.
    await staff.register(complianceConsoleRoutes);
    for (const resource of consoleResources) registerResource(staff, resource);
  });
}
