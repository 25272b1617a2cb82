/** KYC parties and accreditations (db ReviewStatus): staff approve or decline what is under review. */
export const REVIEW_STATUSES = ['under-review', 'approved', 'declined'] as const;

/** Account deletion requests: staff complete (erase) or reject them. */
export const DELETION_STATUSES = ['pending', 'completed', 'rejected'] as const;

/** E-mails in the outbox: kept (embedded default), queued, sent or failed (SMTP). */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;

export const ACCREDITATION_BASES = ['net-worth', 'income'] as const;
export const VERIFICATION_TYPES = ['phone-call', 'letter'] as const;
export const KYC_PROVIDERS = ['sandbox', 'northkyc', 'shuftiprokyc'] as const;
