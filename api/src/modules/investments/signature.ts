import { type SignatureInput } from '@cf/domain/schemas/investments';
import type { DepsOf } from '../../deps';
import { normaliseSignature } from '../../lib/image-clean';
import { storePrivateFile } from '../files/index';

const PNG = { contentType: 'image/png', extension: 'png' } as const;

/**
 * Keeps the investor's signature: a typed one as its text, a drawn or uploaded image (PNG or JPEG by
 * its bytes, at most 512 KB) redrawn in the fixed 400x200 frame, as a private file only the
 * investor, the owner and staff may read.
 */
export async function storeSignature(deps: DepsOf<'db' | 'storage'>, investorId: string, signature: SignatureInput): Promise<string> {
  if (signature.type === 'typed') return signature.value;
  const uploaded = Buffer.from(signature.value.slice(signature.value.indexOf(',') + 1), 'base64');
  const bytes = await normaliseSignature(uploaded, 'signature.value', {
    format: 'invest.errors.signatureImage',
    size: 'invest.errors.signatureImageSize',
  });
  const file = await storePrivateFile(deps, { ownerId: investorId, bytes, type: PNG, purpose: 'investment-signature' });
  return file.id;
}
