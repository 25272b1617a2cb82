import { messages } from '@cf/i18n';

/** The UI texts the pages show, so that tests read like the user sees them. */
export const en = messages.en;
export const fr = messages.fr;
export const ar = messages.ar;
