import { randomToken } from '../../lib/crypto';
import type { KycProviderAdapter, KycResult } from './types';

const pending = (): KycResult => ({ errors: [], warnings: [], outcome: 'pending' });

/**
 * The embedded default: nothing leaves the platform. The party is kept here, under review, and
 * staff approve or decline it in the console.
 */
export const sandboxKyc: KycProviderAdapter = {
  name: 'sandbox',
  async createParty() {
    return { ...pending(), partyId: `SBX-${randomToken(9)}` };
  },
  async updateParty() {
    return pending();
  },
  async uploadDocument() {
    return { ...pending(), providerRef: null };
  },
  async check() {
    return pending();
  },
  async status() {
    return pending();
  },
};
