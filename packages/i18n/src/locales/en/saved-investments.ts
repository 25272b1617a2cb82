/** Saved investments (/save-investment) (issue 10): every sentence of this feature, in the site, the console, notifications and e-mails. */
export const savedInvestmentsMessages = {
  title: 'Saved investments',
  intro:
    'Investments you started and kept for later. Each one stays until its expiry date, until the campaign closes, or until you delete it.',
  empty: 'You have no saved investments. On a campaign’s invest page, choose “Save for later” to keep your choice here.',
  list: {
    caption: 'Your saved investments, last saved first',
    campaign: 'Campaign',
    amount: 'Amount',
    shares: 'Shares',
    route: 'Payment',
    savedOn: 'Saved on',
    expires: 'Expires on',
    actions: 'Actions',
  },
  routes: {
    wallet: 'Wallet',
    sandbox: 'Card',
    stripe: 'Card',
    offline: 'Bank transfer',
    none: 'Not chosen',
  },
  continue: 'Continue',
  continueLabel: 'Continue investing in {{campaign}}',
  delete: 'Delete',
  deleteLabel: 'Delete the saved investment in {{campaign}}',
  deleted: 'The saved investment was deleted.',
  saveForLater: 'Save for later',
  saveHint: 'Not ready to sign? Keep the amount and payment route for later.',
  saved: 'Your investment was saved. Continue it from here when you are ready.',
};
