import type { AppConfig } from '../../config';
import type { DebitRoute } from '../payment-gateways/adapters';
import { PaymentProviderUnavailableError } from '../../providers/payments/index';

/** Paying by ACH through Plaid (issue 11: being built). */
export function achDebits(config: Pick<AppConfig, 'publicUrl' | 'encryptionKey'>): DebitRoute {
  const unavailable = async (): Promise<never> => {
    throw new PaymentProviderUnavailableError(`ach debits not built yet (${config.publicUrl})`);
  };
  return { debit: unavailable, refund: unavailable };
}
