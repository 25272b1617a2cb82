import { describe, expect, it } from 'vitest';
import { formFieldOf, investForm } from './invest-form';

const base = { mode: 'amount', amount: '250', paymentType: 'wallet', acceptTerms: 'on', acceptRisk: 'on' };
const issues = (value: Record<string, unknown>) => {
  const parsed = investForm.safeParse({ ...base, ...value });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const image = (size: number, type = 'image/png') => new File([new Uint8Array(size)], 'signature.png', { type });

describe('the invest form’s signature', () => {
  it('checks only the chosen way of signing', () => {
    expect(issues({ signatureType: 'typed', signature: 'Ines Investor' })).toEqual([]);
    expect(issues({ signatureType: 'typed', signature: '' })).toEqual(['signature: validation.required']);
    expect(issues({ signatureType: 'typed', signature: 'A'.repeat(21) })).toEqual(['signature: invest.errors.signatureTooLong']);
    expect(issues({ signatureType: 'drawn', signatureDrawn: 'data:image/png;base64,iVBORw0KGgo=' })).toEqual([]);
    expect(issues({ signatureType: 'drawn', signatureDrawn: '' })).toEqual(['signatureDrawn: invest.contract.errors.draw']);
    expect(issues({ signatureType: 'uploaded', signatureFile: image(1024) })).toEqual([]);
  });

  it('refuses an uploaded image that is missing, not PNG or JPEG, or over 512 KB', () => {
    expect(issues({ signatureType: 'uploaded', signatureFile: image(0) })).toEqual(['signatureFile: invest.contract.errors.upload']);
    expect(issues({ signatureType: 'uploaded', signatureFile: image(10, 'image/gif') })).toEqual([
      'signatureFile: invest.errors.signatureImage',
    ]);
    expect(issues({ signatureType: 'uploaded', signatureFile: image(512 * 1024 + 1) })).toEqual([
      'signatureFile: invest.errors.signatureImageSize',
    ]);
    expect(issues({ signatureType: 'uploaded', signatureFile: image(512 * 1024, 'image/jpeg') })).toEqual([]);
  });

  it('puts the API’s signature errors on the field the investor used', () => {
    expect(formFieldOf('signature.value', 'typed')).toBe('signature');
    expect(formFieldOf('signature.value', 'drawn')).toBe('signatureDrawn');
    expect(formFieldOf('signature.value', 'uploaded')).toBe('signatureFile');
    expect(formFieldOf('amount', 'drawn')).toBe('amount');
  });
});
