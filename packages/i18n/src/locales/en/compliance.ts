/** Investor protection by jurisdiction (issue 16): Reg CF, ECSP, FCA rules and exchange rates. */
export const complianceMessages = {
  errors: {
    notThisRegime: 'This step does not apply under the investor-protection rules of this platform.',
    ecspKiis: 'This campaign cannot take investments yet: its key investment information sheet has not been checked by our team.',
    ecspKnowledgeTest: 'Before your first investment, please take the short knowledge test about crowdfunding risks.',
    ecspLossSimulation: 'Please simulate your ability to bear loss (required once a year) before you invest.',
    ecspWarning:
      'This investment is above {{threshold}}, the greater of €1,000 and 5% of your net worth. You could lose all of it; the loss you can bear is {{capacity}}. Tick the box to confirm you understand the risk.',
    fcaCategory: 'Before investing, tell us which kind of investor you are (restricted, high net worth or sophisticated).',
    fcaRiskWarning: 'Please read the risk warning before you invest.',
    fcaCoolingOff: 'As a first-time investor you have a 24-hour cooling-off period. You can invest from {{until}}.',
    fcaAppropriateness: 'Please answer the short questions about these investments before you invest.',
    fcaRestrictedLimit:
      'As a restricted investor you can invest at most 10% of your net assets in 12 months. You can invest up to {{amount}} more.',
    regCfOverLimit: 'This investment is over your 12-month limit for crowdfunding investments. You can invest up to {{amount}} more.',
    noRate:
      'We cannot check your investment limit right now: no exchange rate from {{base}} to {{quote}} has been entered for {{date}}. Please try again later or contact us.',
    rateInUse: 'This exchange rate was used for a decision and cannot be deleted.',
    rateExists: 'A rate for this pair of currencies already exists on this day.',
    unknownCurrency: 'This currency is not set up on the platform.',
  },
  /** The invest page's panel under Reg CF (non-accredited investors). */
  regCf: {
    title: 'Your crowdfunding investment limit',
    limit: 'Your 12-month limit for crowdfunding investments: <0>{{limit}}</0>.',
    remaining: 'You can still invest <0>{{remaining}}</0>.',
    why: 'US rules (Regulation Crowdfunding) limit what you can invest in 12 months, based on the yearly income and net worth on your <0>investment account</0> page.',
  },
  validation: {
    rate: 'Enter a rate above zero with at most 10 decimals.',
    sameCurrency: 'Choose two different currencies.',
  },
};
