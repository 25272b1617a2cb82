/** Account states (db users.status), from the domain. */
export { USER_STATUSES } from '@cf/domain/schemas/vocabularies';
