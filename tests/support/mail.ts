import { databaseUrl } from '@cf/db/testing';
import { createDecipheriv, hkdfSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { expect } from 'vitest';
import type { Platform } from './platform';

/**
 * Test-only: opens the secrets (links' tokens) that the outbox keeps sealed and the console shows
 * masked, with the platform's own key (ENCRYPTION_KEY, else derived from its persisted JWT secret),
 * as api/src/lib/crypto.ts and api/src/config.ts derive it. A visitor's mailbox would get them open.
 */
export function unsealMail(platform: Platform, body: string, env: Record<string, string | undefined> = process.env): string {
  const secret = env.ENCRYPTION_KEY ?? `derived:${env.JWT_SECRET ?? readFileSync(join(platform.dataDir, 'jwt-secret'), 'utf8').trim()}`;
  const key = Buffer.from(hkdfSync('sha256', secret, 'cf-at-rest', 'aes-256-gcm', 32));
  return body.replace(/\[\[sealed:v1\.([\w-]+)\.([\w-]+)\.([\w-]*)\]\]/g, (_m, iv: string, tag: string, data: string) => {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  });
}

/**
 * The newest e-mail of a template to an address, as its recipient gets it: read from the outbox
 * table (the console shows links masked) and opened with `unsealMail`.
 */
export async function lastEmail(
  platform: Platform,
  to: string,
  template: string,
): Promise<{ subject: string; text: string; html: string }> {
  if (!platform.database) throw new Error('lastEmail needs the PostgreSQL platform');
  const sql = postgres(databaseUrl(platform.database), { max: 1, onnotice: () => {} });
  try {
    let row: { subject: string; text: string; html: string } | undefined;
    await expect
      .poll(async () => {
        [row] = await sql<{ subject: string; text: string; html: string }[]>`
          select subject, text, html from email_outbox where "to" = ${to} and template = ${template} order by id desc limit 1`;
        return row !== undefined;
      })
      .toBe(true);
    return { subject: unsealMail(platform, row!.subject), text: unsealMail(platform, row!.text), html: unsealMail(platform, row!.html) };
  } finally {
    await sql.end();
  }
}
