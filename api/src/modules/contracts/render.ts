import { ValidationError } from '@cf/domain';
import { renderToBuffer } from '@react-pdf/renderer';
import { createHash } from 'node:crypto';
import { contractDocument, type ContractFacts } from './document';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Renders the filled contract. The signature image was checked as a PNG or JPEG by its header;
 * one the PDF library still cannot decode is the investor's bad input (400), not a server error.
 */
export async function renderContract(facts: ContractFacts): Promise<Buffer> {
  try {
    return await renderToBuffer(contractDocument(facts));
  } catch (err) {
    if (facts.signature?.kind !== 'image') throw err;
    throw new ValidationError([{ field: 'signature.value', message: 'invest.errors.signatureImage' }]);
  }
}
