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
    ratesFile: 'Choose a CSV file of rates to upload.',
    ratesFileEmpty: 'The file has no rates.',
    ratesFileHeader: 'The first line must name the columns: base, quote, rate and date.',
    ratesFileTooLong: 'A rates file may have at most {{maximum}} lines.',
    ratesFileCurrency: 'Line {{line}}: give each currency as its 3-letter code (EUR, USD).',
    ratesFileSame: 'Line {{line}}: the base and quote currencies must differ.',
    ratesFileRate: 'Line {{line}}: enter a rate above zero with at most 10 decimals.',
    ratesFileDate: 'Line {{line}}: enter the date as YYYY-MM-DD.',
    ratesFileUnknownCurrency: 'Line {{line}}: {{currency}} is not set up on the platform.',
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
  /** The campaign's Key Investment Information Sheet (ECSP Art. 23), written by its owner per language. */
  kiis: {
    title: 'Key investment information sheet',
    intro:
      'Investors read this sheet before they invest, in their own language. Write one sheet per language; our team checks each one before investors see it.',
    whenRequired:
      'Required when the platform operates under the EU crowdfunding rules (ECSP): the campaign takes investments only once our team has checked its sheet in at least one language.',
    languagesLabel: 'Sheet languages',
    editing: 'Sheet in {{language}}',
    state: { none: 'Not written', waiting: 'Waiting for review', checked: 'Checked' },
    stateLabel: 'State: {{state}}',
    recheck: 'Saving a change sends the sheet back to our team: investors do not see it until it is checked again.',
    save: 'Save the sheet',
    saved: 'Sheet saved. Our team will check it before investors see it.',
    wizardLink: 'Key investment information sheet',
    wizardText:
      'Under the EU crowdfunding rules, investors also read your key investment information sheet. Write it before you submit the campaign.',
    backToWizard: 'Back to the wizard',
    sections: {
      projectOwner: {
        label: 'Project owner and project',
        help: 'Who runs the company (its name, legal form, address and managers) and what the project is.',
      },
      mainFeatures: {
        label: 'Main features of the offer',
        help: 'The amount sought, the minimum target, the closing date and what happens if the target is not reached.',
      },
      riskFactors: {
        label: 'Risk factors',
        help: 'The main risks of the project, the company and the securities, including the risk of losing all the money invested.',
      },
      offerTerms: {
        label: 'Terms of the offer',
        help: 'The securities offered, their price, the rights they carry and any restrictions on selling them.',
      },
      fees: {
        label: 'Fees and costs',
        help: 'Every fee and cost the investor pays, to the platform or the company, and when.',
      },
      investorRights: {
        label: 'Investor rights',
        help: 'The reflection period and how to revoke an investment, how to complain, and who to contact.',
      },
    },
  },
};
