import { emailOutbox } from '@cf/db';
import { maskSealed } from '../../lib/mail/mailer';
import { columnsOf, type ResourceDef } from '../crud';

/**
 * What staff see of an e-mail: the links' secrets (activation, reset tokens) stay masked. The row
 * keeps them sealed; only the e-mail handed to the transport carries them.
 */
const toRecord = (row: Record<string, unknown>) => ({
  ...row,
  subject: maskSealed(String(row.subject ?? '')),
  text: maskSealed(String(row.text ?? '')),
  html: maskSealed(String(row.html ?? '')),
});

/** Every e-mail the platform sent or keeps (the embedded default shows them here). Read-only. */
export const outboxResource: ResourceDef = {
  name: 'outbox',
  table: emailOutbox,
  id: emailOutbox.id,
  toRecord,
  searchColumns: [emailOutbox.to, emailOutbox.subject],
  filters: columnsOf(emailOutbox, 'to', 'template', 'status', 'lang', 'userId'),
  sortColumns: columnsOf(emailOutbox, 'id', 'createdAt', 'to', 'template', 'status'),
  defaultSort: ['createdAt', 'DESC'],
};
