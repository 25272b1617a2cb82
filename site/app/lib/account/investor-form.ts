import { z } from '@cf/domain/zod-setup';
import { accreditationSubmitInput, investorProfileFields, investorProfileRules } from '@cf/domain/schemas/identity';
import { DOCUMENT_TYPES, uploadedFile } from './file-schema';
import { majorAmount } from './money';

export const PROFILE_FLAGS = ['hasSpouseIncome', 'investedInCrowdfunding12m', 'declaresAccredited'] as const;

export const AMOUNT_FIELDS = ['yearlyIncome', 'netWorth', 'incomeLastYear', 'incomeYearBefore', 'crowdfundingAmount12m'] as const;

/**
 * The investor profile form: the domain's fields and cross-field rules, with amounts typed in
 * major units of the site currency and sent in minor units (so both sides need the same decimals).
 */
export function investorProfileForm(decimals: number, domicile: string | null = null) {
  const amount = majorAmount(decimals);
  return investorProfileFields
    .extend(Object.fromEntries(AMOUNT_FIELDS.map((field) => [field, amount])) as Record<(typeof AMOUNT_FIELDS)[number], typeof amount>)
    .superRefine((value, ctx) => {
      // The KYC domicile of the shared identity record decides SSN or national ID with the country.
      for (const issue of investorProfileRules({ ...value, domicile }))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    });
}

/** The accreditation request: the domain's fields, plus the completed letter when that is the chosen proof. */
export const accreditationForm = z
  .intersection(
    accreditationSubmitInput,
    z.object({
      letter: uploadedFile(
        DOCUMENT_TYPES,
        { format: 'account.accreditation.letterFormat', size: 'identity.profile.fileSize' },
        { optional: true },
      ),
    }),
  )
  .superRefine((value, ctx) => {
    if (value.verificationType === 'letter' && !value.letter)
      ctx.addIssue({ code: 'custom', path: ['letter'], message: 'account.accreditation.letterRequired' });
  });
