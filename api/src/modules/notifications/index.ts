/** What other modules (and the console, jobs and web layers) use of the notifications module. */
export { type DecisionEmailKind, digestEmail } from './emails';
export { informUser, type Recipient, recipientOf, recipientsOf } from './inform';
export { countUnread, createNotifications, type Notifier, notifyUser, type PendingNotification, toPush } from './service';
export { notificationText } from './text';
export { type DigestDeps, sendDigests } from './digests';
export { kebab, moneyFormatter, type Notice, noticeEmail, type NoticeVars, tellInTransaction } from './tell';
