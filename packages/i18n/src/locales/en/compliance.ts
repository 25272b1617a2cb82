/** Investor protection by jurisdiction (issue 16): Reg CF, ECSP, FCA rules and exchange rates. */
export const complianceMessages = {
  errors: {
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
