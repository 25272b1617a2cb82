/** Where a login lands when nothing else was asked for (shared by pages and their loaders). */
export const AFTER_LOGIN = '/dashboard';
