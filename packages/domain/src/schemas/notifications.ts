import { z } from '../zod-setup';

/** The shortest reason staff may give for a decline, a suspension or a rejection. */
export const STAFF_REASON_MIN = 3;
export const STAFF_REASON_MAX = 1000;

/** Most notification ids one "mark read" call may name (the client marks a page at a time). */
export const MARK_READ_IDS_MAX = 100;

/** GET /notifications?page= (20 a page, PAGE_SIZE.notifications). */
export const notificationsQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** POST /notifications: mark the given notifications, or all of them, read. */
export const markNotificationsInput = z.object({
  read: z.union([z.literal(1), z.literal(true)]),
  ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(MARK_READ_IDS_MAX).optional(),
});
export type MarkNotificationsInput = z.infer<typeof markNotificationsInput>;

const staffReason = z.string().trim().min(STAFF_REASON_MIN).max(STAFF_REASON_MAX);

/** Console: decline a KYC party or an accreditation; the reason reaches the user. */
export const declineInput = z.object({ reason: staffReason });

/** Console: suspend an account (the reason is e-mailed to the user). */
export const suspendUserInput = z.object({ reason: staffReason });

/** Console: give or take the staff flag. */
export const staffFlagInput = z.object({ isAdmin: z.boolean() });

/** Console: refuse a deletion request; the note reaches the user. */
export const rejectDeletionInput = z.object({ staffNote: staffReason });
