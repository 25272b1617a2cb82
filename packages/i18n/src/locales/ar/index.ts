import { accountMessages } from './account';
import { authMessages } from './auth';
import { browseMessages } from './browse';
import { campaignsMessages } from './campaigns';
import { common } from './common';
import { identityMessages } from './identity';
import { notifyMessages } from './notify';
import { consoleMessages } from './console';
import { errors } from './errors';
import { maintenance } from './maintenance';
import { site } from './site';
import { validation } from './validation';
import { investMessages, walletMessages } from './money';
import { paymentsMessages } from './payments';
import { wizardMessages } from './wizard';

import type { Messages } from '../../types';
import { settlementMessages } from './settlement';
import { payoutsMessages } from './payouts';
import { repaymentsMessages } from './repayments';
import { jobsMessages } from './jobs';
import { statementsMessages } from './statements';
import { portfolioMessages } from './portfolio';
import { certificatesMessages } from './certificates';
import { savedInvestmentsMessages } from './saved-investments';
import { bankMessages } from './bank';
import { regionalMessages } from './regional';
import { disputesMessages } from './disputes';
import { complianceMessages } from './compliance';
import { withdrawalMessages } from './withdrawal';
import { reconfirmationsMessages } from './reconfirmations';
import { investorProtectionMessages } from './investor-protection';

export const ar: Messages = {
  common,
  validation,
  errors,
  maintenance,
  site,
  console: consoleMessages,
  auth: authMessages,
  identity: identityMessages,
  notify: notifyMessages,
  account: accountMessages,
  campaigns: campaignsMessages,
  wizard: wizardMessages,
  browse: browseMessages,
  wallet: walletMessages,
  invest: investMessages,
  payments: paymentsMessages,
  settlement: settlementMessages,
  payouts: payoutsMessages,
  repayments: repaymentsMessages,
  jobs: jobsMessages,
  statements: statementsMessages,
  portfolio: portfolioMessages,
  certificates: certificatesMessages,
  savedInvestments: savedInvestmentsMessages,
  bank: bankMessages,
  regional: regionalMessages,
  disputes: disputesMessages,
  compliance: complianceMessages,
  withdrawal: withdrawalMessages,
  reconfirmations: reconfirmationsMessages,
  investorProtection: investorProtectionMessages,
};
