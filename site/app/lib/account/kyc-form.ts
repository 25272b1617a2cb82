import { kycDocumentInput, kycPartyInput, taxIdIssue } from '@cf/domain/schemas/identity';
import { DOCUMENT_TYPES, uploadedFile } from './file-schema';
import { majorAmount } from './money';

export const KYC_AMOUNT_FIELDS = [
  'currentAnnualIncome',
  'averageAnnualIncome',
  'currentHouseholdIncome',
  'averageHouseholdIncome',
  'householdNetWorth',
] as const;

/**
 * The KYC party form: the domain's fields, with incomes and net worth typed in major units, and
 * the SSN (US person) or national ID number (anyone else) checked by country and domicile.
 */
export function kycPartyForm(decimals: number) {
  const amount = majorAmount(decimals);
  return kycPartyInput
    .extend(
      Object.fromEntries(KYC_AMOUNT_FIELDS.map((field) => [field, amount])) as Record<(typeof KYC_AMOUNT_FIELDS)[number], typeof amount>,
    )
    .superRefine((value, ctx) => {
      const message = taxIdIssue(value.ssn, value.country, value.domicile);
      if (message) ctx.addIssue({ code: 'custom', path: ['ssn'], message });
    });
}

/** A KYC document: its type (domain) and the file (PDF or image, 2 MB). */
export const kycDocumentForm = kycDocumentInput.extend({
  file: uploadedFile(DOCUMENT_TYPES, { format: 'account.kyc.fileFormat', size: 'identity.profile.fileSize' }),
});
