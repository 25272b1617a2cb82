import { auditLog, contactInquiries, newsletterSubscribers } from '@cf/db';
import { contactInquiryUpdate } from '@cf/domain';
import { gte, lte } from 'drizzle-orm';
import { columnsOf, type ResourceDef } from '../crud';

const dateFilter = (column: typeof auditLog.createdAt, op: typeof gte) => (value: unknown) => {
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : op(column, date);
};

/** Messages from the contact form; staff mark them handled (with a note). */
export const contactInquiriesResource: ResourceDef = {
  name: 'contact-inquiries',
  table: contactInquiries,
  id: contactInquiries.id,
  input: contactInquiryUpdate,
  allow: { create: false, update: true, delete: true },
  toValues: (input, before) => ({
    ...input,
    handledAt: input.handled ? ((before?.handledAt as Date | null) ?? new Date()) : null,
  }),
  searchColumns: [contactInquiries.subject, contactInquiries.email, contactInquiries.name, contactInquiries.description],
  filters: columnsOf(contactInquiries, 'handled', 'category'),
  sortColumns: columnsOf(contactInquiries, 'id', 'createdAt', 'subject', 'handled'),
  defaultSort: ['createdAt', 'DESC'],
};

export const newsletterSubscribersResource: ResourceDef = {
  name: 'newsletter-subscribers',
  table: newsletterSubscribers,
  id: newsletterSubscribers.id,
  // Read and delete only: addresses come from the subscribers themselves.
  allow: { delete: true },
  searchColumns: [newsletterSubscribers.email],
  filters: { lang: newsletterSubscribers.lang },
  sortColumns: columnsOf(newsletterSubscribers, 'id', 'email', 'createdAt'),
  defaultSort: ['createdAt', 'DESC'],
};

/** Read-only: nobody edits history. */
export const auditLogResource: ResourceDef = {
  name: 'audit-log',
  table: auditLog,
  id: auditLog.id,
  searchColumns: [auditLog.resource, auditLog.action, auditLog.actorEmail, auditLog.recordId],
  filters: {
    resource: auditLog.resource,
    action: auditLog.action,
    actorId: auditLog.actorId,
    recordId: auditLog.recordId,
    createdAt_gte: dateFilter(auditLog.createdAt, gte),
    createdAt_lte: dateFilter(auditLog.createdAt, lte),
  },
  sortColumns: columnsOf(auditLog, 'id', 'createdAt', 'resource', 'action'),
  defaultSort: ['createdAt', 'DESC'],
};
