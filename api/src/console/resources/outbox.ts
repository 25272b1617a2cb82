import { emailOutbox } from '@cf/db';
import type { ResourceDef } from '../crud';

/** Every e-mail the platform sent or keeps (the embedded default shows them here). Read-only. */
export const outboxResource: ResourceDef = {
  name: 'outbox',
  table: emailOutbox,
  id: emailOutbox.id,
  searchColumns: [emailOutbox.to, emailOutbox.subject],
  filters: {
    to: emailOutbox.to,
    template: emailOutbox.template,
    status: emailOutbox.status,
    lang: emailOutbox.lang,
    userId: emailOutbox.userId,
  },
  sortColumns: {
    id: emailOutbox.id,
    createdAt: emailOutbox.createdAt,
    to: emailOutbox.to,
    template: emailOutbox.template,
    status: emailOutbox.status,
  },
  defaultSort: ['createdAt', 'DESC'],
};
