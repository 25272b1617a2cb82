/** The accreditation answers are the domain's (schemas/account-answers.ts). */
export { type AccreditationOut, accreditationOut, accreditationStateOut } from '@cf/domain';
