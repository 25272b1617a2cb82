import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config';
import type { FileStorage, PublicFile } from './index';
import { generatedName, publicContentType, SAFE_KEY } from './names';

/** Key prefixes in the one bucket; only PUBLIC is ever read by the /uploads route. */
const PUBLIC = 'public/';
const PRIVATE = 'private/';

/**
 * Uploads in an S3 (or S3-compatible) bucket, so every instance sees the same files. The bucket
 * stays private: public files are served by the API's /uploads route, private ones only through
 * their API routes. Keys are the same generated names as on disk, so a bucket can be filled by
 * copying the local public/ and private/ directories.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Without keys the SDK's default chain applies (environment, profile, instance or task role).
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // S3-compatible services do not all accept the SDK's default extra checksums; AWS itself does.
      ...(config.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    });
  }

  async putPublic(bytes: Buffer, extension: string): Promise<string> {
    const name = generatedName(extension);
    await this.put(PUBLIC + name, bytes, {
      ContentType: publicContentType(name),
      CacheControl: 'public, max-age=31536000, immutable',
    });
    return `/uploads/${name}`;
  }

  async readPublic(name: string): Promise<PublicFile | null> {
    if (!SAFE_KEY.test(name)) return null;
    const object = await this.get(PUBLIC + name);
    if (!object) return null;
    const { Body, ContentLength, LastModified, ETag } = object;
    if (!(Body instanceof Readable)) throw new Error('S3 returned no Node stream');
    return {
      body: Body,
      size: ContentLength ?? 0,
      lastModified: LastModified ?? new Date(0),
      etag: ETag ?? `"${name}"`,
    };
  }

  async putPrivate(bytes: Buffer, extension: string): Promise<string> {
    const name = generatedName(extension);
    await this.put(PRIVATE + name, bytes, { ContentType: 'application/octet-stream' });
    return name;
  }

  async readPrivate(storageKey: string): Promise<Buffer> {
    if (!SAFE_KEY.test(storageKey)) throw new Error('invalid storage key');
    const object = await this.get(PRIVATE + storageKey);
    if (!object?.Body) throw Object.assign(new Error(`private file ${storageKey} not found`), { code: 'ENOENT' });
    return Buffer.from(await object.Body.transformToByteArray());
  }

  async deletePrivate(storageKey: string): Promise<void> {
    if (!SAFE_KEY.test(storageKey)) throw new Error('invalid storage key');
    // As on disk: deleting is clean-up after a failed step, which must not hide that step's error.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: PRIVATE + storageKey })).catch(() => undefined);
  }

  close(): void {
    this.client.destroy();
  }

  private async put(key: string, bytes: Buffer, extra: { ContentType: string; CacheControl?: string }) {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentLength: bytes.length, ...extra }));
  }

  /** The object, or null when the bucket has no such key. */
  private async get(key: string) {
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      // Only a missing key: a missing bucket or refused access is a fault to log, not a 404 to hide it.
      if (err instanceof S3ServiceException && err.name === 'NoSuchKey') return null;
      throw err;
    }
  }
}
