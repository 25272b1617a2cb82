/** The KYC answers are the domain's (schemas/account-answers.ts). */
export { type KycDocumentOut, kycDocumentOut, type KycPartyOut, kycPartyOut, kycUploadOut, userKycOut } from '@cf/domain';
