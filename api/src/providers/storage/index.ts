import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded files live. Names are generated: a user's file name never reaches the disk. */
export interface FileStorage {
  /** Stores a public file (logos, slides, avatars) and returns the URL it is served at. */
  putPublic(bytes: Buffer, extension: string): Promise<string>;
  /** Stores a private file and returns its storage key; it is only ever read through the API. */
  putPrivate(bytes: Buffer, extension: string): Promise<string>;
  readPrivate(storageKey: string): Promise<Buffer>;
  deletePrivate(storageKey: string): Promise<void>;
}

const generatedName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension.replace(/[^a-z0-9]/gi, '')}`;
const SAFE_KEY = /^[0-9a-f]{32}\.[a-z0-9]+$/;

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  get publicDir(): string {
    return join(this.root, 'public');
  }

  /** Outside the public directory: no static route can reach it. */
  get privateDir(): string {
    return join(this.root, 'private');
  }

  async putPublic(bytes: Buffer, extension: string): Promise<string> {
    await mkdir(this.publicDir, { recursive: true });
    const name = generatedName(extension);
    await writeFile(join(this.publicDir, name), bytes, { flag: 'wx' });
    return `/uploads/${name}`;
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
