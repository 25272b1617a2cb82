/** What the server pushes on `notification` (docs/api/accounts.md "Notifications"). */
export type LiveNotification = {
  id: number;
  type: string;
  text: string;
  thumbnail: string | null;
  link: string | null;
  createdAt: string;
  unreadCount: number;
};

/** The window event the bell re-broadcasts, so an open /notifications page can show the newcomer. */
export const LIVE_NOTIFICATION_EVENT = 'cf:notification';
