/** Namespace `notify` (docs/decisions/004-i18n.md): notifications, digests, console decisions. */
export const notifyMessages = {
  /** Notification sentences, shown in the reader's language (bell, /notifications, digests). */
  kyc: {
    approved: 'Your identity verification has been approved.',
    declined: 'Your identity verification was declined. Reason: {{reason}}',
  },
  accreditation: {
    approved: 'Your accreditation has been approved.',
    declined: 'Your accreditation was declined. Reason: {{reason}}',
  },
  account: {
    suspended: 'Your account has been suspended. Reason: {{reason}}',
    restored: 'Your account has been restored.',
  },
  deletion: {
    completed: 'Your account has been deleted, as you asked.',
    rejected: 'Your request to delete your account was declined. Note: {{note}}',
  },
  /** The user's activity log entries written by staff decisions. */
  activity: {
    kycApproved: 'Identity verification approved.',
    kycDeclined: 'Identity verification declined: {{reason}}',
    accreditationApproved: 'Accreditation approved.',
    accreditationDeclined: 'Accreditation declined: {{reason}}',
  },
  /** The digest e-mail of unread notifications. */
  digest: {
    subject: 'Your notifications on {{siteName}}',
    greeting: 'Hello {{firstName}},',
    intro: 'Here is what happened since your last summary:',
    more: 'And {{count}} more on the site.',
    action: 'See all notifications',
    footnote: 'You receive this summary {{frequency}}. You can change this in your e-mail preferences.',
    frequency: { daily: 'every day', weekly: 'every week', monthly: 'every month' },
  },
  /** E-mails sent when staff decide. */
  email: {
    greeting: 'Hello {{firstName}},',
    kycApproved: { subject: 'Your identity verification is approved', action: 'Open identity verification' },
    kycDeclined: {
      subject: 'Your identity verification was declined',
      next: 'You can correct your details and documents, then send them again.',
      action: 'Open identity verification',
    },
    accreditationApproved: { subject: 'Your accreditation is approved', action: 'Open your investment account' },
    accreditationDeclined: {
      subject: 'Your accreditation was declined',
      next: 'You can send a new request with other evidence.',
      action: 'Open your investment account',
    },
    accountSuspended: {
      subject: 'Your account has been suspended',
      next: 'If you think this is a mistake, please contact us.',
      action: 'Contact us',
    },
    accountRestored: { subject: 'Your account has been restored', action: 'Log in' },
    deletionCompleted: {
      subject: 'Your account has been deleted',
      next: 'Records the law requires us to keep are kept without your personal details.',
    },
    deletionRejected: { subject: 'Your account deletion request', action: 'Contact us' },
  },
  /** Console refusals. */
  errors: {
    selfSuspend: 'You cannot suspend your own account.',
    selfStaff: 'You cannot remove your own staff access.',
    alreadySuspended: 'This account is already suspended.',
    notSuspended: 'This account is not suspended.',
    deletedAccount: 'This account has been deleted.',
    alreadyDecided: 'This request has already been decided.',
    noFile: 'This file is not available.',
  },
};
