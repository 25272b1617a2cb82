import { ValidationError } from '@cf/domain';
import { SIGNATURE_LIMITS, type SignatureInput } from '@cf/domain/schemas/investments';
import type { DepsOf } from '../../deps';
import { detectDocument, storePrivateFile } from '../files/index';

/**
 * Keeps the investor's signature: a typed one as its text, a drawn or uploaded image (PNG or JPEG by
 * its bytes, at most 512 KB) as a private file only the investor, the owner and staff may read.
 */
export async function storeSignature(deps: DepsOf<'db' | 'storage'>, investorId: string, signature: SignatureInput): Promise<string> {
  if (signature.type === 'typed') return signature.value;
  const bytes = Buffer.from(signature.value.slice(signature.value.indexOf(',') + 1), 'base64');
  if (bytes.length > SIGNATURE_LIMITS.imageBytesMax)
    throw new ValidationError([{ field: 'signature.value', message: 'invest.errors.signatureImageSize' }]);
  const type = detectDocument(bytes, 'signature.value');
  if (type.contentType === 'application/pdf')
    throw new ValidationError([{ field: 'signature.value', message: 'invest.errors.signatureImage' }]);
  const file = await storePrivateFile(deps, { ownerId: investorId, bytes, type, purpose: 'investment-signature' });
  return file.id;
}
