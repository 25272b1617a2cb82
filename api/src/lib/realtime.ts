/**
 * What the real-time layer pushes to a signed-in user's open tabs. A payload that carries a
 * `messageKey` (and `params`) is sent to each tab with `text` in that tab's language.
 */
export interface Realtime {
  emitToUser(userId: string, event: string, payload: unknown): void;
}
