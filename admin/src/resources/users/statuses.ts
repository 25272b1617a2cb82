/** Account states (db users.status). */
export const USER_STATUSES = ['inactive', 'active', 'suspended', 'deleted'] as const;
