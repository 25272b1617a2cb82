import type { FieldError } from '../errors';
import { z } from '../zod-setup';
import { moneyAmount } from './wallet';

/**
 * The regional provider (MangoPay) calls: equity/mangopay-payment/... (spec §2 /settings/mango-pay,
 * §3 "Regional provider wallet and bank", §5 bank rules, §7). Amounts are minor units.
 */

/** Our record of a top-up or a payout: asked, then MangoPay says it succeeded or failed. */
export const MANGOPAY_MOVE_STATUSES = ['created', 'succeeded', 'failed'] as const;
export type MangopayMoveStatus = (typeof MANGOPAY_MOVE_STATUSES)[number];

export const BANK_ACCOUNT_TYPES = ['IBAN', 'GB', 'US', 'CA', 'OTHER'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** The owner's address, asked for every type (MangoPay's OwnerAddress). */
export const BANK_ADDRESS_FIELDS = ['ownerName', 'addressLine1', 'addressLine2', 'city', 'region', 'postalCode', 'country'] as const;

/** The fields of each bank account type, in the order a form shows them (optional ones included). */
export const BANK_ACCOUNT_FIELDS = {
  IBAN: ['iban', 'bic'],
  GB: ['sortCode', 'accountNumber'],
  US: ['aba', 'accountNumber', 'depositAccountType'],
  CA: ['bankName', 'institutionNumber', 'branchCode', 'accountNumber'],
  OTHER: ['accountCountry', 'bic', 'accountNumber'],
} as const satisfies Record<BankAccountType, readonly string[]>;

/** Fields a type may leave empty; every other field of the type and of the address is required (an OTHER account needs its BIC). */
const OPTIONAL_FIELDS = new Set(['addressLine2', 'region', 'depositAccountType']);
const optional = (field: string, type: BankAccountType) => OPTIONAL_FIELDS.has(field) || (field === 'bic' && type === 'IBAN');
/** MangoPay asks for the region of an address in these countries. */
const REGION_COUNTRIES = ['US', 'CA', 'MX'];

const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** ISO 13616: the country, check digits and account, whose mod-97 remainder is 1. */
export function isValidIban(value: string): boolean {
  const iban = compact(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

export const isValidBic = (value: string): boolean => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(value));

/** An ABA routing number: nine digits whose weighted sum (3, 7, 1) is a multiple of ten. */
export function isValidAba(value: string): boolean {
  const aba = compact(value);
  if (!/^\d{9}$/.test(aba)) return false;
  const d = [...aba].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** Each field's rule once present: its pattern and the message when it does not match (spec §5). */
const RULES: Record<string, { test: (value: string, type: BankAccountType) => boolean; message: string }> = {
  ownerName: { test: (v) => v.length <= 255, message: 'validation.invalidFormat' },
  country: { test: (v) => /^[A-Z]{2}$/.test(v.toUpperCase()), message: 'validation.countryCode' },
  accountCountry: { test: (v) => /^[A-Z]{2}$/.test(v.toUpperCase()), message: 'validation.countryCode' },
  iban: { test: isValidIban, message: 'regional.validation.iban' },
  bic: { test: isValidBic, message: 'regional.validation.bic' },
  sortCode: { test: (v) => /^\d{6}$/.test(compact(v)), message: 'regional.validation.sortCode' },
  aba: { test: isValidAba, message: 'regional.validation.aba' },
  branchCode: { test: (v) => /^\d{5}$/.test(compact(v)), message: 'regional.validation.branchCode' },
  institutionNumber: { test: (v) => /^\d{3,4}$/.test(compact(v)), message: 'regional.validation.institutionNumber' },
  bankName: { test: (v) => /^[A-Za-z0-9 ]{1,50}$/.test(v), message: 'regional.validation.bankName' },
  depositAccountType: { test: (v) => v === 'CHECKING' || v === 'SAVINGS', message: 'validation.invalidOption' },
  accountNumber: {
    test: (v, type) => {
      const n = compact(v);
      if (type === 'GB') return /^\d{8}$/.test(n);
      if (type === 'US') return /^\d{5,20}$/.test(n);
      if (type === 'CA') return /^\d{7,35}$/.test(n);
      return /^[A-Z0-9]{7,35}$/.test(n);
    },
    message: 'regional.validation.accountNumber',
  },
};

export type BankAccountFields = Partial<Record<(typeof BANK_ADDRESS_FIELDS)[number] | BankFieldName, string>>;
export type BankFieldName = (typeof BANK_ACCOUNT_FIELDS)[BankAccountType][number];

/**
 * Every problem of a bank account of `type` at once (spec §5: "valid ABA, branch code, institution
 * number, bank name and sort code required"): each missing required field, each field that does not
 * match its rule. The API, the site's form and MangoPay's own checks agree on these.
 */
export function bankAccountErrors(type: BankAccountType, input: BankAccountFields): FieldError[] {
  const fields: readonly string[] = [...BANK_ADDRESS_FIELDS, ...BANK_ACCOUNT_FIELDS[type]];
  const errors: FieldError[] = [];
  for (const field of fields) {
    const value = input[field as keyof BankAccountFields]?.trim() ?? '';
    const country = input.country?.trim().toUpperCase() ?? '';
    const required = !optional(field, type) || (field === 'region' && REGION_COUNTRIES.includes(country));
    if (value === '') {
      if (required) errors.push({ field, message: 'validation.required' });
      continue;
    }
    const rule = RULES[field];
    if (rule && !rule.test(value, type)) errors.push({ field, message: rule.message });
  }
  return errors;
}

/** A form's text: an empty one is absent. */
const text = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).optional());

/** POST linked-bank-account: one bank account of the caller at MangoPay, by type. */
export const mangopayBankAccountInput = z
  .object({
    type: z.enum(BANK_ACCOUNT_TYPES),
    ownerName: text(255),
    addressLine1: text(255),
    addressLine2: text(255),
    city: text(255),
    region: text(255),
    postalCode: text(50),
    country: text(2),
    iban: text(50),
    bic: text(20),
    accountNumber: text(50),
    sortCode: text(20),
    aba: text(20),
    depositAccountType: text(10),
    branchCode: text(20),
    institutionNumber: text(20),
    bankName: text(50),
    accountCountry: text(2),
  })
  .superRefine((value, ctx) => {
    for (const error of bankAccountErrors(value.type, value)) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  });
export type MangopayBankAccountInput = z.infer<typeof mangopayBankAccountInput>;

/** A bank account id as MangoPay writes them (digits; the sandbox twin's start with "tw_"). */
export const mangopayId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.invalidFormat');

export const mangopayDeactivateInput = z.object({ bankAccountId: mangopayId });

/** checkout-session: top up the MangoPay wallet by card; the fee is added on top. */
export const mangopayTopUpInput = z.object({ amount: moneyAmount });

/** process-payout: a bank wire from the MangoPay wallet to one of the caller's active bank accounts. */
export const mangopayPayoutInput = z.object({ bankAccountId: mangopayId, amount: moneyAmount });

/** The sandbox twin's checkout page: what the payer chose. */
export const mangopayTwinCompleteInput = z.object({ outcome: z.enum(['paid', 'failed']) });

/** wallet-detail: the caller's MangoPay wallet (spec §3: wallet id, owner id) and its mirror in the ledger. */
export const mangopayWalletOut = z.object({
  walletId: z.string(),
  ownerId: z.string(),
  currencyCode: z.string(),
  /** MangoPay's balance. */
  balance: z.number(),
  /** The platform ledger's mirror of it (equal unless a movement is in flight). */
  mirroredBalance: z.number(),
  /** The sandbox twin keeps the wallet (test mode without keys). */
  twin: z.boolean(),
});

/** One wallet transaction as MangoPay lists it (spec §3: payment type, amount, fees, status, debited wallet id). */
export const mangopayTransactionOut = z.object({
  id: z.string(),
  type: z.string(),
  nature: z.string(),
  /** Money in or out of the caller's wallet. */
  entryType: z.enum(['CREDIT', 'DEBIT']),
  amount: z.number(),
  fees: z.number(),
  currencyCode: z.string(),
  status: z.string(),
  debitedWalletId: z.string().nullable(),
  creditedWalletId: z.string().nullable(),
  resultMessage: z.string().nullable(),
  createdAt: z.date(),
});

/** A bank account at MangoPay; numbers are shown by their last four characters only. */
export const mangopayBankAccountOut = z.object({
  id: z.string(),
  type: z.string(),
  ownerName: z.string(),
  active: z.boolean(),
  /** IBAN, account number... as "•••• 1234". */
  number: z.string().nullable(),
  /** BIC, sort code, ABA, institution and branch: not secret, shown whole. */
  bankCode: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.date(),
});

export const mangopayTopUpOut = z.object({
  id: z.string(),
  payInId: z.string(),
  status: z.enum(MANGOPAY_MOVE_STATUSES),
  /** Where the payer enters their card (MangoPay's page, or the twin's own). */
  redirectUrl: z.string(),
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  currencyCode: z.string(),
  createdAt: z.date(),
});

export const mangopayPayoutOut = z.object({
  id: z.string(),
  payOutId: z.string(),
  bankAccountId: z.string(),
  status: z.enum(MANGOPAY_MOVE_STATUSES),
  amount: z.number(),
  currencyCode: z.string(),
  createdAt: z.date(),
});

export const mangopayCountryOut = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  blockUserCreation: z.boolean(),
  blockBankAccountCreation: z.boolean(),
  blockPayout: z.boolean(),
});

/** MangoPay's error answer, returned as is (spec §7: bank and payout calls return the error object). */
export const mangopayErrorObject = z.object({
  Message: z.string(),
  Type: z.string(),
  Id: z.string().nullable(),
  errors: z.record(z.string(), z.string()),
});
export type MangopayErrorObject = z.infer<typeof mangopayErrorObject>;

/** The twin's checkout page: one PayIn, for its payer. */
export const mangopayTwinPayInOut = z.object({
  payInId: z.string(),
  topUpId: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
  status: z.string(),
  returnUrl: z.string(),
});
