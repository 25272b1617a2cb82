import { type Database, emailOutbox, siteSettings } from '@cf/db';
import { directionOf, getT, type TFunction, uiLanguage } from '@cf/i18n';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../../providers/mail/index';
import { decryptSecret, encryptSecret } from '../crypto';
import { type EmailContent, renderLayout } from './layout';

type OutboxRow = Pick<typeof emailOutbox.$inferInsert, 'userId' | 'to' | 'subject' | 'text' | 'html' | 'template' | 'lang' | 'status'>;

/**
 * One prepared insert of any number of e-mails, their rows passed as one JSON value: a settlement
 * tells a hundred investors at once, and a parameter per cell cost more to build than to write.
 * Answers the new ids in the rows' order.
 */
async function insertOutbox(tx: Database, rows: OutboxRow[]): Promise<{ id: number }[]> {
  const json = JSON.stringify(rows.map((r, n) => ({ n, ...r })));
  const input = tx.$with('input', {}).as(sql`select * from jsonb_to_recordset(${json}::text::jsonb)
    as t(n int, "userId" uuid, "to" text, subject text, text text, html text, template text, lang text, status text)`);
  const inserted = tx.$with('inserted', {}).as(sql`
    insert into ${emailOutbox} (user_id, "to", subject, text, html, template, lang, status)
    select "userId", "to", subject, text, html, template, lang, status from input order by n
    returning id`);
  return tx
    .with(input, inserted)
    .select({ id: sql<number>`id`.mapWith(Number) })
    .from(sql`inserted`)
    .orderBy(sql`id`)
    .prepare('mailer_outbox_insert')
    .execute();
}

/**
 * An e-mail template: a name (kept on the outbox row) and what it says, written with the
 * translator of the recipient's language. Each feature keeps its templates beside it.
 */
export type EmailTemplate<V> = {
  name: string;
  render: (t: TFunction, vars: V & { siteName: string; publicUrl: string }) => EmailContent;
  /**
   * Variables that are secrets (a link's token): the outbox keeps them sealed, staff see them
   * masked, and only the e-mail handed to the transport carries them. Their values must be
   * URL-safe (base64url), as `randomToken()` makes them.
   */
  secrets?: (keyof V & string)[];
};

/** A sealed secret in a stored e-mail: `[[sealed:v1.<iv>.<tag>.<data>]]`. */
const SEALED = /\[\[sealed:(v1\.[\w-]+\.[\w-]+\.[\w-]*)\]\]/g;

/** What staff see in place of a sealed secret. */
export const MASK = '••••';

/** A stored e-mail's text or HTML as staff may see it: every sealed secret masked. */
export const maskSealed = (body: string): string => body.replace(SEALED, MASK);

/** A stored e-mail's text or HTML as it is sent: every sealed secret opened. */
export const unsealMail = (body: string, encryptionKey: string): string =>
  body.replace(SEALED, (_m, sealed: string) => decryptSecret(sealed, encryptionKey));

/**
 * Renders with a random stand-in for each secret, then puts each secret, sealed, where its stand-in
 * landed: the row never holds a usable link.
 */
function renderSealed<V>(
  template: EmailTemplate<V>,
  t: TFunction,
  vars: V & { siteName: string; publicUrl: string },
  encryptionKey: string | undefined,
): EmailContent & { seal: (body: string) => string } {
  const names = template.secrets ?? [];
  if (names.length === 0) return { ...template.render(t, vars), seal: (body) => body };
  if (!encryptionKey) throw new Error(`the mailer needs an encryption key for the "${template.name}" e-mail`);
  const standIns = names.map((name) => {
    const value = vars[name];
    if (typeof value !== 'string' || !/^[\w-]+$/.test(value)) throw new Error(`secret "${name}" of "${template.name}" must be URL-safe`);
    return { standIn: `sealedx${randomBytes(12).toString('hex')}x`, marker: `[[sealed:${encryptSecret(value, encryptionKey)}]]`, name };
  });
  const replaced = { ...vars, ...Object.fromEntries(standIns.map((s) => [s.name, s.standIn])) };
  return {
    ...template.render(t, replaced),
    seal: (body) => standIns.reduce((out, s) => out.replaceAll(s.standIn, s.marker), body),
  };
}

export type SendEmail<V> = { to: string; userId?: string | null; lang: string; template: EmailTemplate<V>; vars: V };

const MAX_ATTEMPTS = 5;

/** When a send's delivery passes run (ms after it): a pass that finds nothing costs one indexed query. */
const KICK_PASSES_MS = [50, 1_000, 5_000];

export class Mailer {
  private lastKick = 0;
  private running: Promise<void> | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    /** Seals templates' secrets in the outbox (see `EmailTemplate.secrets`). */
    private readonly encryptionKey?: string,
  ) {}

  /**
   * Renders an e-mail in the recipient's language and puts it in the outbox. Pass the transaction
   * when the e-mail belongs to a change: it is then sent only if the change commits.
   */
  async send<V>(email: SendEmail<V>, tx: Database = this.db): Promise<number> {
    return (await this.sendMany([email], tx))[0]!;
  }

  /** send() for several e-mails at once: one read of the site's settings, one insert. */
  async sendMany<V>(emails: SendEmail<V>[], tx: Database = this.db): Promise<number[]> {
    if (emails.length === 0) return [];
    const [settings] = await tx
      .select({ siteName: siteSettings.siteName, primary: siteSettings.sitePrimaryColor })
      .from(siteSettings)
      .limit(1)
      .prepare('mailer_site_settings')
      .execute();
    const siteName = settings?.siteName ?? 'Fundright';
    const rows = emails.map((email) => {
      const lang = uiLanguage(email.lang);
      const { seal, ...content } = renderSealed(
        email.template,
        getT(lang),
        { ...email.vars, siteName, publicUrl: this.publicUrl },
        this.encryptionKey,
      );
      const rendered = renderLayout(content, { siteName, lang, dir: directionOf(lang), primaryColor: settings?.primary ?? '#0b5cad' });
      return {
        userId: email.userId ?? null,
        to: email.to,
        subject: seal(rendered.subject),
        text: seal(rendered.text),
        html: seal(rendered.html),
        template: email.template.name,
        lang,
        status: this.transport.delivers ? ('queued' as const) : ('kept' as const),
      };
    });
    const inserted = await insertOutbox(tx, rows);
    if (!this.transport.delivers)
      for (const row of rows) this.log.info({ to: row.to, subject: row.subject, template: row.template }, 'e-mail kept in the outbox');
    this.kick();
    return inserted.map((r) => r.id);
  }

  /** The e-mail as the recipient gets it: sealed secrets opened (only here, on the way out). */
  private opened<E extends { text: string; html: string; subject: string }>(email: E): E {
    if (!this.encryptionKey) return email;
    const key = this.encryptionKey;
    return { ...email, subject: unsealMail(email.subject, key), text: unsealMail(email.text, key), html: unsealMail(email.html, key) };
  }

  /**
   * Soon, deliver what is queued. The e-mail may belong to a transaction that commits later than
   * the first pass looks (a loaded database): later passes pick it up; the minute's outbox job
   * is the last resort. One schedule serves a burst of sends.
   */
  kick(): void {
    if (!this.transport.delivers) return;
    const now = Date.now();
    if (now - this.lastKick < KICK_PASSES_MS[0]!) return;
    this.lastKick = now;
    for (const ms of KICK_PASSES_MS) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.deliver();
      }, ms).unref();
      this.timers.add(timer);
    }
  }

  /**
   * On the app's close: no later pass, and the running one finishes, before the database pool
   * ends under it (what stays queued is the next instance's, or the outbox job's).
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.running?.catch(() => undefined);
  }

  /** Sends queued e-mails; several instances may run this at once (rows are claimed with SKIP LOCKED). */
  async deliver(): Promise<void> {
    if (!this.transport.delivers || this.closed) return;
    if (this.running) return this.running;
    this.running = (async () => {
      while (!this.closed) {
        const batch = await this.db.transaction(async (tx) => {
          const rows = await tx
            .select()
            .from(emailOutbox)
            .where(and(eq(emailOutbox.status, 'queued'), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
            .orderBy(asc(emailOutbox.id))
            .limit(20)
            .for('update', { skipLocked: true });
          if (rows.length) {
            await tx
              .update(emailOutbox)
              .set({ attempts: sql`${emailOutbox.attempts} + 1` })
              .where(
                inArray(
                  emailOutbox.id,
                  rows.map((r) => r.id),
                ),
              );
          }
          return rows;
        });
        if (batch.length === 0) return;
        let failures = 0;
        for (const email of batch) {
          try {
            await this.transport.send(this.opened(email));
            await this.db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(emailOutbox.id, email.id));
          } catch (err) {
            failures++;
            const failed = email.attempts + 1 >= MAX_ATTEMPTS;
            this.log.warn({ err, to: email.to, attempt: email.attempts + 1 }, 'e-mail delivery failed');
            await this.db
              .update(emailOutbox)
              .set({ status: failed ? 'failed' : 'queued', error: String((err as Error).message ?? err).slice(0, 500) })
              .where(eq(emailOutbox.id, email.id));
          }
        }
        // A failing server is retried by the next pass (the outbox job), not hammered in a loop.
        if (failures > 0) return;
      }
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
