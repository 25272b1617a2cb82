import { emailOutbox } from '@cf/db';
import { columnsOf, type ResourceDef } from '../crud';

/** Every e-mail the platform sent or keeps (the embedded default shows them here). Read-only. */
export const outboxResource: ResourceDef = {
  name: 'outbox',
  table: emailOutbox,
  id: emailOutbox.id,
  searchColumns: [emailOutbox.to, emailOutbox.subject],
  filters: columnsOf(emailOutbox, 'to', 'template', 'status', 'lang', 'userId'),
  sortColumns: columnsOf(emailOutbox, 'id', 'createdAt', 'to', 'template', 'status'),
  defaultSort: ['createdAt', 'DESC'],
};
