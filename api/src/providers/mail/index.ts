import nodemailer from 'nodemailer';

export type OutgoingEmail = { to: string; subject: string; text: string; html: string };

/** How e-mails leave the platform. Routes and services never call a transport directly. */
export interface MailTransport {
  /** False for the embedded default: e-mails stay in the outbox (console) and the log. */
  readonly delivers: boolean;
  send(email: OutgoingEmail): Promise<void>;
}

/** Embedded default: nothing leaves the machine; the outbox table is the mailbox. */
export class OutboxOnlyTransport implements MailTransport {
  readonly delivers = false;
  async send(): Promise<void> {}
}

export class SmtpTransport implements MailTransport {
  readonly delivers = true;
  private readonly transporter: nodemailer.Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }
  async send(email: OutgoingEmail): Promise<void> {
    await this.transporter.sendMail({ from: this.from, ...email });
  }
}

export function createMailTransport(config: { smtpUrl: string | undefined; from: string }): MailTransport {
  return config.smtpUrl ? new SmtpTransport(config.smtpUrl, config.from) : new OutboxOnlyTransport();
}
