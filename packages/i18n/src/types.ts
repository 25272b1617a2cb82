import type { en } from './locales/en/index';

/** Every language has every English key (leaves are strings); extra plural forms are allowed. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> } & { [extra: string]: unknown };
export type Messages = Widen<typeof en>;
export type Namespace = keyof typeof en;
