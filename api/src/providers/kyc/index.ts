import type { AppConfig } from '../../config';
import { northCapitalKyc } from './north-capital';
import { sandboxKyc } from './sandbox';
import { shuftiProKyc } from './shufti-pro';
import type { KycProviderAdapter } from './types';

export { KycProviderUnavailableError } from './errors';
export type * from './types';

/** The adapter chosen by configuration (KYC_PROVIDER): sandbox (default), northkyc or shuftiprokyc. */
export function kycProvider(config: AppConfig['kyc']): KycProviderAdapter {
  if (config.provider === 'northkyc') return northCapitalKyc(config.northCapital);
  if (config.provider === 'shuftiprokyc') return shuftiProKyc(config.shufti);
  return sandboxKyc;
}
