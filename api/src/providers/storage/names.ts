import { randomBytes } from 'node:crypto';

/** A stored file's name: random (never reused, never the uploader's) with a cleaned extension. */
export const generatedName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension.replace(/[^a-z0-9]/gi, '')}`;

/** The only names storage reads: generated ones, so no path or key can be smuggled in. */
export const SAFE_KEY = /^[0-9a-f]{32}\.[a-z0-9]+$/;

/** The types public uploads are checked to be (lib/image-check decides by content, then names the extension). */
const PUBLIC_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
};

/** The content type a public file is served with; anything unexpected downloads as bytes. */
export const publicContentType = (name: string) => PUBLIC_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
