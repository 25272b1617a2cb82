/** Settlement (issue 9): every sentence of this feature, in the site, the console, notifications and e-mails. */
export const settlementMessages = {
  errors: {
    closing: 'This campaign has closed and is settling the payments already made: it accepts no new investments.',
    notLive: 'Only a live campaign that is not settled yet can be closed or cancelled.',
    closeThroughSettlement: 'A live campaign is closed with “Close now” in the console, which settles its money.',
  },
  banner: {
    closing: 'This campaign has closed and no longer accepts investments. The payments already made are being settled.',
    successful: 'This campaign closed successfully and no longer accepts investments.',
    unsuccessfulFixed:
      'This campaign closed without reaching its minimum raise and no longer accepts investments. Every investor has been refunded.',
    unsuccessfulFlexible:
      'This campaign closed below its minimum raise and no longer accepts investments. Under its flexible terms the company keeps the funds raised.',
    cancelled: 'This campaign was cancelled and no longer accepts investments. Every investor has been refunded.',
  },
  notify: {
    investmentKept: '{{campaign}} closed successfully: your investment of {{amount}} ({{reference}}) is confirmed.',
    investmentKeptBelowMinimum:
      '{{campaign}} closed below its minimum raise. Under its flexible terms the company keeps the funds raised, including your investment of {{amount}} ({{reference}}).',
    refundWallet:
      '{{campaign}} did not reach its minimum raise: your investment of {{amount}} ({{reference}}) has been refunded to your wallet.',
    refundProvider:
      '{{campaign}} did not reach its minimum raise: your investment of {{amount}} ({{reference}}) has been refunded to the card you paid with. It may take a few days to show.',
    refundBankTransfer:
      '{{campaign}} did not reach its minimum raise: your investment of {{amount}} ({{reference}}) will be refunded by bank transfer to the account it came from.',
    cancelRefundWallet:
      '{{campaign}} was cancelled ({{reason}}): your investment of {{amount}} ({{reference}}) has been refunded to your wallet.',
    cancelRefundProvider:
      '{{campaign}} was cancelled ({{reason}}): your investment of {{amount}} ({{reference}}) has been refunded to the card you paid with. It may take a few days to show.',
    cancelRefundBankTransfer:
      '{{campaign}} was cancelled ({{reason}}): your investment of {{amount}} ({{reference}}) will be refunded by bank transfer to the account it came from.',
    paymentCancelled:
      '{{campaign}} has closed and your payment of {{amount}} ({{reference}}) did not arrive in time, so it was cancelled. If the money still arrives, it is credited to your wallet.',
    ownerClosing:
      '{{campaign}} has closed. Payments still in flight ({{inFlight}}) are awaited until {{until}}; then the campaign’s money is settled.',
    ownerSuccessful: '{{campaign}} closed successfully: {{raised}} raised, platform fee ({{rate}}) {{fee}}, owed to you {{net}}.',
    ownerBelowMinimum:
      '{{campaign}} closed below its minimum raise: {{raised}} raised. Under its flexible terms you keep the funds: platform fee ({{rate}}) {{fee}}, owed to you {{net}}.',
    ownerRefunded: '{{campaign}} closed below its minimum raise: every investor has been refunded in full ({{raised}}). No fee is charged.',
    ownerCancelled: '{{campaign}} was cancelled by the platform ({{reason}}): every investor has been refunded in full ({{raised}}).',
  },
  email: {
    greeting: 'Hello {{firstName}},',
    subject: {
      investmentKept: '{{campaign}} closed successfully',
      investmentKeptBelowMinimum: '{{campaign}} has closed',
      refundWallet: 'Your investment in {{campaign}} has been refunded',
      refundProvider: 'Your investment in {{campaign}} has been refunded',
      refundBankTransfer: 'Your investment in {{campaign}} will be refunded',
      cancelRefundWallet: '{{campaign}} was cancelled: your investment has been refunded',
      cancelRefundProvider: '{{campaign}} was cancelled: your investment has been refunded',
      cancelRefundBankTransfer: '{{campaign}} was cancelled: your investment will be refunded',
      paymentCancelled: 'Your payment for {{campaign}} was cancelled',
      ownerClosing: 'Your campaign {{campaign}} has closed',
      ownerSuccessful: 'Your campaign {{campaign}} closed successfully',
      ownerBelowMinimum: 'Your campaign {{campaign}} has closed',
      ownerRefunded: 'Your campaign {{campaign}} has closed: investors refunded',
      ownerCancelled: 'Your campaign {{campaign}} was cancelled',
    },
    action: {
      investmentKept: 'See your receipt',
      investmentKeptBelowMinimum: 'See your receipt',
      refundWallet: 'Open your wallet',
      refundProvider: 'See your receipt',
      refundBankTransfer: 'See your receipt',
      cancelRefundWallet: 'Open your wallet',
      cancelRefundProvider: 'See your receipt',
      cancelRefundBankTransfer: 'See your receipt',
      paymentCancelled: 'Open your wallet',
      ownerClosing: 'Open your campaign',
      ownerSuccessful: 'Open your campaign',
      ownerBelowMinimum: 'Open your campaign',
      ownerRefunded: 'Open your campaign',
      ownerCancelled: 'Open your campaign',
    },
  },
  outcome: {
    closing: 'Closing',
    successful: 'Successful',
    unsuccessful: 'Unsuccessful',
    cancelled: 'Cancelled',
  },
  console: {
    close: 'Close now',
    closeTitle: 'Close this campaign now?',
    closeText:
      'It stops taking money and is settled as at its closing date: if it reached its minimum raise, the fee fixed at approval is taken and the rest is owed to the owner; if not, a fixed campaign refunds every investor and a flexible one takes its lower fee. Payments still in flight keep it closing for the grace period.',
    closeDone: 'Campaign closed.',
    cancel: 'Cancel campaign (refund everyone)',
    cancelTitle: 'Cancel this campaign and refund everyone?',
    cancelText:
      'Every investor gets their money back in full and no fee is charged; payments still in flight are cancelled. This cannot be undone. The reason reaches the investors and the owner.',
    cancelDone: 'Campaign cancelled: every investor refunded.',
    note: 'Note (optional)',
    reason: 'Reason',
    section: 'Settlement',
    notSettled: 'Not settled yet.',
    closingSince: 'Closing since',
    state: 'State',
    raised: 'Raised (confirmed money)',
    feeRate: 'Fee rate',
    fee: 'Platform fee',
    net: 'Owed to the owner',
    refunded: 'Refunded to investors',
    investors: 'Investors',
    settledAt: 'Settled on',
  },
};
