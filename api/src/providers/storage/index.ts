import { mkdir, open, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config';
import { generatedName, SAFE_KEY } from './names';
import { S3Storage } from './s3';

/** A public file as the /uploads route serves it: its bytes and what revalidation compares. */
export type PublicFile = { body: Readable; size: number; lastModified: Date; etag: string };

/** Where uploaded files live. Names are generated: a user's file name never reaches the storage. */
export interface FileStorage {
  /** Stores a public file (logos, slides, avatars) and returns the URL it is served at (/uploads/<name>). */
  putPublic(bytes: Buffer, extension: string): Promise<string>;
  /** A public file by its name (the URL's last part); null when missing or not a generated name. */
  readPublic(name: string): Promise<PublicFile | null>;
  /** Stores a private file and returns its storage key; it is only ever read through the API. */
  putPrivate(bytes: Buffer, extension: string): Promise<string>;
  readPrivate(storageKey: string): Promise<Buffer>;
  /** Best effort: a missing file is not an error (an orphan costs space, never access). */
  deletePrivate(storageKey: string): Promise<void>;
  /** Releases connections (the S3 client); nothing for the local disk. */
  close?(): void;
}

/** The storage the configuration chooses: the local disk (embedded default) or an S3 bucket shared by instances. */
export function createStorage(config: Pick<AppConfig, 'storage' | 'uploadsDir'>): FileStorage {
  return config.storage.driver === 's3' ? new S3Storage(config.storage) : new LocalDiskStorage(config.uploadsDir);
}

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  get publicDir(): string {
    return join(this.root, 'public');
  }

  /** Outside the public directory: the /uploads route only reads publicDir. */
  get privateDir(): string {
    return join(this.root, 'private');
  }

  async putPublic(bytes: Buffer, extension: string): Promise<string> {
    await mkdir(this.publicDir, { recursive: true });
    const name = generatedName(extension);
    await writeFile(join(this.publicDir, name), bytes, { flag: 'wx' });
    return `/uploads/${name}`;
  }

  async readPublic(name: string): Promise<PublicFile | null> {
    if (!SAFE_KEY.test(name)) return null;
    // One open file: its size and time are those of the bytes streamed, even if the name is replaced meanwhile.
    const handle = await open(join(this.publicDir, name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'EISDIR') return null;
      throw err;
    });
    if (!handle) return null;
    const stat = await handle.stat().catch(async (err: unknown) => {
      await handle.close();
      throw err;
    });
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return {
      body: handle.createReadStream(),
      size: stat.size,
      lastModified: stat.mtime,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    };
  }

  async putPrivate(bytes: Buffer, extension: string): Promise<string> {
    await mkdir(this.privateDir, { recursive: true });
    const name = generatedName(extension);
    await writeFile(join(this.privateDir, name), bytes, { flag: 'wx', mode: 0o600 });
    return name;
  }

  async readPrivate(storageKey: string): Promise<Buffer> {
    if (!SAFE_KEY.test(storageKey)) throw new Error('invalid storage key');
    return readFile(join(this.privateDir, storageKey));
  }

  async deletePrivate(storageKey: string): Promise<void> {
    if (!SAFE_KEY.test(storageKey)) throw new Error('invalid storage key');
    await unlink(join(this.privateDir, storageKey)).catch(() => undefined);
  }
}
