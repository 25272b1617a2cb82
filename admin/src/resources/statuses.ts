/** The console's choice lists are the domain's vocabularies (packages/domain/src/schemas/vocabularies.ts). */
export { ACCREDITATION_VERIFICATION_TYPES as VERIFICATION_TYPES } from '@cf/domain/schemas/identity';
export { ACCREDITATION_BASES, DELETION_STATUSES, KYC_PROVIDERS, OUTBOX_STATUSES, REVIEW_STATUSES } from '@cf/domain/schemas/vocabularies';
