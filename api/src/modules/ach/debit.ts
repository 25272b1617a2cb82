import { achTransfers, type Database, users } from '@cf/db';
import { ValidationError } from '@cf/domain';
import { ACHClass, TransferAuthorizationDecision, TransferNetwork, TransferType } from 'plaid';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { decryptSecret } from '../../lib/crypto';
import { PlaidRefusal, plaidAmount, plaidCall, plaidClient } from '../../providers/payments/plaid';
import type { ProviderKeys } from '../../providers/payments/types';
import type { DebitRequest, DebitResult, DebitRoute, RouteMode } from '../payment-gateways/adapters';
import { routeOff } from '../payment-gateways/settings';
import { type AccountRow, debitableAccount } from './accounts';
import { refundAch } from './refund';
import { settledAch } from './settled';
import { twinId } from './transfers';

type Config = Pick<AppConfig, 'publicUrl' | 'encryptionKey'>;

/** A debit by ACH: an investment, a top-up, or an owner's automatic repayment instalment. */
export type AchDebitRequest = Omit<DebitRequest, 'purpose'> & { purpose: 'investment' | 'wallet_topup' | 'repayment' };

/** Plaid's short ACH description (at most 15 characters), shown on the payer's bank statement. */
const DESCRIPTIONS: Record<AchDebitRequest['purpose'], string> = {
  investment: 'Investment',
  wallet_topup: 'Wallet top-up',
  repayment: 'Repayment',
};

/** Why Plaid's risk check declined a debit, in the payer's words (spec §8: a clear message). */
function declined(code: string | undefined): ValidationError {
  const message =
    code === 'NSF'
      ? 'bank.errors.insufficientFunds'
      : code === 'TRANSFER_LIMIT_REACHED'
        ? 'bank.errors.limitReached'
        : code === 'ITEM_LOGIN_REQUIRED' || code === 'PAYMENT_PROFILE_LOGIN_REQUIRED' || code === 'MIGRATED_ACCOUNT_ITEM'
          ? 'bank.errors.loginRequired'
          : 'bank.errors.declined';
  return new ValidationError([{ field: 'achAccountId', message }]);
}

/**
 * Plaid Transfer: an authorization (Plaid's risk and balance check) must be approved, then the
 * transfer is created with the caller's idempotency key (a retry names the same transfer). A
 * refusal is the payer's 400 on achAccountId; Plaid unreachable is a 502 and the caller rolls back.
 */
async function plaidDebit(
  tx: Database,
  config: Config,
  keys: ProviderKeys,
  account: AccountRow,
  request: AchDebitRequest,
): Promise<string> {
  if (!account.accessTokenSealed) throw declined('ITEM_LOGIN_REQUIRED');
  const [payer] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, request.userId));
  const client = plaidClient(keys);
  const common = {
    access_token: decryptSecret(account.accessTokenSealed, config.encryptionKey),
    account_id: account.plaidAccountId,
  };
  const refused = (err: unknown) => {
    if (err instanceof PlaidRefusal) throw declined(err.error.error_type === 'ITEM_ERROR' ? 'ITEM_LOGIN_REQUIRED' : err.error.error_code);
    throw err;
  };
  const { authorization } = await plaidCall(() =>
    client.transferAuthorizationCreate({
      ...common,
      type: TransferType.Debit,
      network: TransferNetwork.Ach,
      amount: plaidAmount(request.amount),
      ach_class: ACHClass.Web,
      iso_currency_code: request.currency,
      user: { legal_name: `${payer?.firstName ?? ''} ${payer?.lastName ?? ''}`.trim() || 'Account holder', email_address: payer?.email },
      idempotency_key: request.idempotencyKey,
      user_present: true,
    }),
  ).catch(refused);
  if (authorization.decision !== TransferAuthorizationDecision.Approved) throw declined(authorization.decision_rationale?.code);
  const { transfer } = await plaidCall(() =>
    client.transferCreate({
      ...common,
      authorization_id: authorization.id,
      idempotency_key: request.idempotencyKey,
      description: DESCRIPTIONS[request.purpose],
      metadata: { sessionId: request.sessionId, purpose: request.purpose, subjectId: request.subjectId },
    }),
  ).catch(refused);
  return transfer.id;
}

/**
 * Debits the payer's linked bank account by ACH, in the caller's transaction: the account must be
 * theirs and active (else 400 on achAccountId), US dollars only. Live: through Plaid. Twin (test
 * mode without keys): no bank is asked, the transfer is ours and waits for the twin's page, whose
 * Settle / Fail / Return run the same event handling as Plaid's webhook. Either way the payment is
 * pending until the bank settles it.
 */
export async function debitAch(tx: Database, config: Config, mode: RouteMode, request: AchDebitRequest): Promise<DebitResult> {
  if (mode.kind === 'off') throw routeOff();
  if (request.currency !== 'USD') throw new ValidationError([{ field: 'paymentType', message: 'wallet.errors.currencyNotSupported' }]);
  const account = await debitableAccount(tx, request.userId, request.achAccountId);
  // An account linked on the twin was never at a bank (and a live one cannot be debited by the twin).
  if (account.twin !== (mode.kind === 'twin'))
    throw new ValidationError([{ field: 'achAccountId', message: 'bank.errors.accountOtherMode' }]);
  const id = mode.kind === 'twin' ? twinId('tr', request.idempotencyKey) : await plaidDebit(tx, config, mode.keys, account, request);
  await tx
    .insert(achTransfers)
    .values({
      id,
      sessionId: request.sessionId,
      bankAccountId: account.id,
      userId: request.userId,
      purpose: request.purpose,
      amount: request.amount,
      currency: request.currency,
      twin: mode.kind === 'twin',
    })
    .onConflictDoNothing();
  return { providerRef: id, outcome: 'pending' };
}

/** Paying by ACH through Plaid: debits, refunds to the bank account, and the settled movements for reconciliation. */
export function achDebits(config: Config): DebitRoute {
  return {
    debit: (tx, mode, request) => debitAch(tx, config, mode, request),
    refund: refundAch,
    settled: settledAch,
  };
}
