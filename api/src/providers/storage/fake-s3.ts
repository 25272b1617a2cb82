import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../config';

/** s3rver's built-in account: explicit keys, so the SDK never looks for others (no instance metadata call). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type FakeS3 = { config: S3StorageConfig; client: S3Client; close(): Promise<void> };

/** For tests: an S3 fake (s3rver) on a random loopback port with one empty bucket, made through the S3 API. */
export async function startFakeS3(bucket = 'cf-uploads'): Promise<FakeS3> {
  const directory = mkdtempSync(join(tmpdir(), 'cf-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const config: S3StorageConfig = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    ...CREDENTIALS,
    forcePathStyle: true,
  };
  const client = new S3Client({ region: config.region, endpoint: config.endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    config,
    client,
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
