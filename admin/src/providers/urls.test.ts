import { describe, expect, it } from 'vitest';
import { actionUrl, consoleUrl } from './urls';

describe('consoleUrl', () => {
  it('joins segments under the console API', () => {
    expect(consoleUrl('kyc', 12, 'documents', 3)).toBe('/api/v1/console/kyc/12/documents/3');
  });

  it('escapes each segment, so an id cannot reach another route', () => {
    expect(consoleUrl('kyc', '1/../../users', 'documents', '2?x=1')).toBe('/api/v1/console/kyc/1%2F..%2F..%2Fusers/documents/2%3Fx%3D1');
  });
});

describe('actionUrl', () => {
  it('names the staff action after the record', () => {
    expect(actionUrl('users', '6f1c0e0a-0000-4000-8000-000000000001', 'suspend')).toBe(
      '/api/v1/console/users/6f1c0e0a-0000-4000-8000-000000000001/suspend',
    );
    expect(actionUrl('deletion-requests', 4, 'complete')).toBe('/api/v1/console/deletion-requests/4/complete');
  });
});
