/** An investor withdraws a paid investment before the close (issue 16). */
export const withdrawalMessages = {
  errors: {
    notPaid: 'Only a confirmed investment can be withdrawn.',
    campaignClosed: 'This campaign is no longer open: the investment cannot be withdrawn.',
    tooLate: 'Investments in this campaign could be withdrawn until {{until}}.',
  },
  button: 'Withdraw my investment',
  until: 'You can withdraw this investment until {{until}}.',
  confirmTitle: 'Withdraw this investment?',
  confirmText: 'The {{amount}} goes back to your wallet and your shares go back on offer. This cannot be undone.',
  confirm: 'Yes, withdraw',
  cancel: 'Keep my investment',
  done: 'Your investment was withdrawn: {{amount}} is back in your wallet.',
  failed: 'The investment could not be withdrawn.',
};
