/** Reg CF material changes, reconfirmations and early close (issue 16): the site, the API's refusals. */
export const reconfirmationsMessages = {
  errors: {
    notRegCf: 'Material changes and early closes apply only under US Regulation Crowdfunding.',
    notLive: 'This campaign is not live.',
    nothingPending: 'This investment has no reconfirmation pending.',
    tooLate: 'This investment could be reconfirmed until {{until}}.',
    earlyCloseTooEarly: 'A campaign can close early only after 21 days live: from {{from}}.',
    earlyCloseTooSoon: 'Investors must have 5 business days’ notice: the earliest closing date is {{earliest}}.',
    earlyCloseNotEarlier: 'The new closing date must be before the current one ({{closingDate}}).',
  },
  investor: {
    title: 'Reconfirm your investment',
    intro: 'The campaign reported a material change to its offering:',
    deadline: 'Reconfirm by {{until}}. If you do not, your investment will be cancelled and the money returned to your wallet.',
    reconfirm: 'Reconfirm my investment',
    done: 'Your investment is reconfirmed.',
    failed: 'Your investment could not be reconfirmed.',
  },
  owner: {
    title: 'Investor protection (Reg CF)',
    changeTitle: 'Record a material change',
    changeIntro:
      'Describe what changed in your offering. Every investor will be asked to reconfirm within 5 business days, or their investment is cancelled and refunded.',
    description: 'What changed',
    record: 'Record the change',
    recorded: 'The change is recorded: {{count}} investors were asked to reconfirm by {{until}}.',
    recorded_one: 'The change is recorded: 1 investor was asked to reconfirm by {{until}}.',
    lastChange: 'Last change recorded on {{date}}; reconfirmations due by {{until}}.',
    closeTitle: 'Close early',
    closeIntro: 'After 21 days live you may close earlier, giving investors at least 5 business days’ notice.',
    closeFrom: 'Early close is possible from {{from}}.',
    closingDate: 'New closing date',
    earliest: 'Earliest possible date: {{date}}.',
    close: 'Close early',
    closed: 'The campaign now closes on {{date}}; {{count}} investors were notified.',
    closed_one: 'The campaign now closes on {{date}}; 1 investor was notified.',
  },
};
