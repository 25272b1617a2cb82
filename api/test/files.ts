import { crc32, deflateSync } from 'node:zlib';
import { files } from '@cf/db';
import type { TestContext } from './app';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG (8-bit greyscale) of the given size; padBytes adds a text chunk to reach a file size
 * without changing the image.
 */
export function png(width: number, height: number, padBytes = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const raw = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0; // filter byte of each row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(padBytes > 0 ? [chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padBytes, 0x61)]))] : []),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file field, as a browser would send it. */
export async function multipart(file: { field?: string; name: string; type: string; data: Buffer | string }) {
  const form = new FormData();
  const data = typeof file.data === 'string' ? file.data : new Uint8Array(file.data);
  form.append(file.field ?? 'file', new Blob([data], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A small PDF put in the private storage with its files row; text makes its bytes its own. */
export async function storePrivatePdf(ctx: TestContext, props: { ownerId: string; text: string; purpose: string; originalName?: string }) {
  const { text, ...row } = props;
  const bytes = Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);
  const storageKey = await ctx.app.storage.putPrivate(bytes, 'pdf');
  const [file] = await ctx.handle.db
    .insert(files)
    .values({ visibility: 'private', storageKey, contentType: 'application/pdf', size: bytes.length, ...row })
    .returning();
  return { file: file!, bytes };
}
