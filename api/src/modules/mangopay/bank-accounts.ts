import { NotFoundError } from '@cf/domain';
import type { MangopayBankAccountInput } from '@cf/domain/schemas/mangopay';
import { type MangoBankAccount, MangopayError, type NewBankAccount } from '../../providers/payments/mangopay';
import { investorAccount } from './accounts';
import { regional } from './regional';
import type { RegionalDeps } from './top-ups';

/** Our field names for MangoPay's (its error objects name its own). */
const FIELD_OF: Record<string, string> = {
  IBAN: 'iban',
  BIC: 'bic',
  AccountNumber: 'accountNumber',
  SortCode: 'sortCode',
  ABA: 'aba',
  DepositAccountType: 'depositAccountType',
  BranchCode: 'branchCode',
  InstitutionNumber: 'institutionNumber',
  BankName: 'bankName',
  Country: 'accountCountry',
  OwnerName: 'ownerName',
  'OwnerAddress.AddressLine1': 'addressLine1',
  'OwnerAddress.AddressLine2': 'addressLine2',
  'OwnerAddress.City': 'city',
  'OwnerAddress.Region': 'region',
  'OwnerAddress.PostalCode': 'postalCode',
  'OwnerAddress.Country': 'country',
};

const compact = (value: string | undefined) => value?.replace(/[\s-]/g, '').toUpperCase();

/** The form's fields as MangoPay's bank account of that type (numbers without spaces or dashes). */
function mangoAccountOf(input: MangopayBankAccountInput, tag: string): NewBankAccount {
  const details = {
    IBAN: { IBAN: compact(input.iban), BIC: compact(input.bic) },
    GB: { SortCode: compact(input.sortCode), AccountNumber: compact(input.accountNumber) },
    US: {
      ABA: compact(input.aba),
      AccountNumber: compact(input.accountNumber),
      DepositAccountType: input.depositAccountType ?? 'CHECKING',
    },
    CA: {
      BankName: input.bankName,
      InstitutionNumber: compact(input.institutionNumber),
      BranchCode: compact(input.branchCode),
      AccountNumber: compact(input.accountNumber),
    },
    OTHER: { Country: input.accountCountry?.toUpperCase(), BIC: compact(input.bic), AccountNumber: compact(input.accountNumber) },
  }[input.type];
  return {
    Type: input.type,
    OwnerName: input.ownerName!,
    OwnerAddress: {
      AddressLine1: input.addressLine1!,
      ...(input.addressLine2 ? { AddressLine2: input.addressLine2 } : {}),
      City: input.city!,
      ...(input.region ? { Region: input.region } : {}),
      PostalCode: input.postalCode!,
      Country: input.country!.toUpperCase(),
    },
    ...Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined)),
    Tag: tag,
  };
}

const masked = (value: string | undefined) => (value ? `•••• ${value.slice(-4)}` : null);

/** A bank account as the caller sees it: the number by its last four characters. */
export function bankAccountOut(a: MangoBankAccount) {
  const number = a.IBAN ?? a.AccountNumber;
  const bankCode = a.BIC ?? a.SortCode ?? a.ABA ?? (a.InstitutionNumber ? `${a.InstitutionNumber}-${a.BranchCode ?? ''}` : undefined);
  return {
    id: a.Id,
    type: a.Type,
    ownerName: a.OwnerName,
    active: a.Active,
    number: masked(number),
    bankCode: a.BankName ? `${a.BankName}${bankCode ? ` ${bankCode}` : ''}` : (bankCode ?? null),
    country: a.Country ?? (typeof a.OwnerAddress === 'object' ? (a.OwnerAddress?.Country ?? null) : null),
    createdAt: new Date(a.CreationDate * 1000),
  };
}

/**
 * MangoPay refused the bank account: its error object is kept whole for the client (spec §7), and
 * the fields it names are marked on the form (in our words: MangoPay's text stays in the object).
 */
function refusal(err: unknown): never {
  if (err instanceof MangopayError && err.httpStatus !== 404) {
    const fields = Object.keys(err.body.errors).map((key) => ({
      field: FIELD_OF[key] ?? key,
      message: 'regional.errors.providerRejectedField',
    }));
    throw new MangopayError(err.httpStatus, err.body, fields);
  }
  throw err;
}

/** linked-bank-accounts: the caller's bank accounts at MangoPay, newest first (deactivated ones included, marked). */
export async function listBankAccounts(deps: RegionalDeps, userId: string) {
  const r = await regional(deps.db, deps.payments, deps.config.publicUrl);
  const account = await investorAccount(deps.db, r.api, userId, r.currency.code);
  return (await r.api.bankAccounts(account.mangoUserId)).map(bankAccountOut);
}

/** linked-bank-account: a bank account of one type (fields already checked by the domain's rules, spec §5). */
export async function createBankAccount(deps: RegionalDeps, userId: string, input: MangopayBankAccountInput) {
  const r = await regional(deps.db, deps.payments, deps.config.publicUrl);
  const account = await investorAccount(deps.db, r.api, userId, r.currency.code);
  const made = await r.api
    .createBankAccount(account.mangoUserId, mangoAccountOf(input, userId), `bank:${crypto.randomUUID()}`)
    .catch(refusal);
  return bankAccountOut(made);
}

/** deactivate-bank-account: MangoPay keeps it, inactive for good; another user's is a 404. */
export async function deactivateBankAccount(deps: RegionalDeps, userId: string, bankAccountId: string) {
  const r = await regional(deps.db, deps.payments, deps.config.publicUrl);
  const account = await investorAccount(deps.db, r.api, userId, r.currency.code);
  const done = await r.api.deactivateBankAccount(account.mangoUserId, bankAccountId).catch((err: unknown) => {
    if (err instanceof MangopayError && err.httpStatus === 404) throw new NotFoundError();
    return refusal(err);
  });
  return bankAccountOut(done);
}
