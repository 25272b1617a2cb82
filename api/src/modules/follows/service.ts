import { type Database, follows, users } from '@cf/db';
import { NotFoundError, PAGE_SIZE, ValidationError } from '@cf/domain';
import { aliasedTable, and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { recordActivity } from '../activity/index';
import { type Notifier, notifyUser } from '../notifications/index';
import { linksOf } from '../profile/index';
import { readPage } from '../../lib/pagination';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What anyone may see of a user in a list: never the e-mail, phone or other private fields. */
const publicColumns = { id: users.id, slug: users.slug, firstName: users.firstName, lastName: users.lastName, photo: users.photo };
export type PublicUser = { id: string; slug: string; firstName: string; lastName: string; photo: string | null };

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Follow counts only count active accounts, as the lists only show them. */
async function counts(db: Database, userId: string) {
  const other = aliasedTable(users, 'other');
  const [[followers], [following]] = await Promise.all([
    db
      .select({ n: count() })
      .from(follows)
      .innerJoin(other, eq(other.id, follows.followerId))
      .where(and(eq(follows.followingId, userId), eq(other.status, 'active'))),
    db
      .select({ n: count() })
      .from(follows)
      .innerJoin(other, eq(other.id, follows.followingId))
      .where(and(eq(follows.followerId, userId), eq(other.status, 'active'))),
  ]);
  return { followers: Number(followers?.n ?? 0), following: Number(following?.n ?? 0) };
}

async function activeUser(db: Database, id: string) {
  if (!UUID.test(id)) throw new NotFoundError();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')))
    .limit(1);
  if (!user) throw new NotFoundError();
  return user;
}

/** GET /users/profile/:slug: an active user's public profile; anyone else (deleted, suspended...) is not found. */
export async function publicProfile(db: Database, slug: string, viewerId: string | null) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.slug, slug), eq(users.status, 'active')))
    .limit(1);
  if (!user) throw new NotFoundError();
  const [numbers, [followRow]] = await Promise.all([
    counts(db, user.id),
    viewerId && viewerId !== user.id
      ? db
          .select({ id: follows.followerId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), eq(follows.followingId, user.id)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return {
    id: user.id,
    slug: user.slug,
    firstName: user.firstName,
    lastName: user.lastName,
    photo: user.photo,
    coverPhoto: user.coverPhoto,
    description: user.description,
    links: linksOf(user),
    ...numbers,
    isFollowing: Boolean(followRow),
    isSelf: viewerId === user.id,
  };
}

/** GET /users/profile-network/:id: the user's followers or the users they follow, newest first. */
export async function profileNetwork(
  db: Database,
  userId: string,
  query: { type: 'followers' | 'following'; page: number; limit?: number | undefined },
) {
  await activeUser(db, userId);
  const limit = query.limit ?? PAGE_SIZE.profileNetwork;
  const [mine, theirs] = query.type === 'followers' ? [follows.followingId, follows.followerId] : [follows.followerId, follows.followingId];
  const where = and(eq(mine, userId), eq(users.status, 'active'));
  const { rows: items, total } = await readPage(
    { page: query.page, limit },
    db
      .select(publicColumns)
      .from(follows)
      .innerJoin(users, eq(users.id, theirs))
      .where(where)
      .orderBy(desc(follows.createdAt), asc(users.id)),
    db.select({ n: count() }).from(follows).innerJoin(users, eq(users.id, theirs)).where(where),
  );
  return { items, total, page: query.page, limit };
}

const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /users: active users, by name, 10 a page. */
export async function listUsers(db: Database, query: { q?: string | undefined; page: number; limit?: number | undefined }) {
  const limit = query.limit ?? PAGE_SIZE.users;
  const conditions: SQL[] = [eq(users.status, 'active')];
  if (query.q) {
    const term = containsPattern(query.q);
    conditions.push(
      or(ilike(users.firstName, term), ilike(users.lastName, term), sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${term}`)!,
    );
  }
  const where = and(...conditions);
  const { rows: items, total } = await readPage(
    { page: query.page, limit },
    db.select(publicColumns).from(users).where(where).orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    db.select({ n: count() }).from(users).where(where),
  );
  return { items, total, page: query.page, limit };
}

export type FollowDeps = Notifier;

const notYourself = () => new ValidationError([{ field: 'userId', message: 'identity.follows.self' }], 'identity.follows.self');

/**
 * POST /follow/:userId. Idempotent: following twice changes nothing and notifies once. The
 * followed user is notified; the push to their open tabs waits for the commit.
 */
export async function follow(deps: FollowDeps, followerId: string, targetId: string, ip: string) {
  if (followerId === targetId) throw notYourself();
  const target = await activeUser(deps.db, targetId);
  const pending = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(follows)
      .values({ followerId, followingId: target.id })
      .onConflictDoNothing()
      .returning({ id: follows.followingId });
    if (inserted.length === 0) return null;
    const [follower] = await tx.select().from(users).where(eq(users.id, followerId)).limit(1);
    if (!follower) throw new NotFoundError();
    await recordActivity(tx, {
      userId: followerId,
      type: 'follow',
      messageKey: 'identity.activity.followed',
      params: { name: fullName(target) },
      ip,
    });
    return notifyUser(deps, tx, {
      userId: target.id,
      type: 'follow',
      messageKey: 'identity.follows.notification',
      params: { name: fullName(follower) },
      thumbnail: follower.photo,
      link: `/profile/${follower.slug}`,
    });
  });
  await pending?.emit();
  return { following: true, followers: (await counts(deps.db, target.id)).followers };
}

/** DELETE /unfollow/:userId. Idempotent: unfollowing someone not followed changes nothing. */
export async function unfollow(db: Database, followerId: string, targetId: string, ip: string) {
  if (followerId === targetId) throw notYourself();
  if (!UUID.test(targetId)) throw new NotFoundError();
  const [target] = await db.select().from(users).where(eq(users.id, targetId)).limit(1);
  if (!target) throw new NotFoundError();
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followingId, targetId)))
      .returning({ id: follows.followingId });
    if (deleted.length > 0)
      await recordActivity(tx, {
        userId: followerId,
        type: 'follow',
        messageKey: 'identity.activity.unfollowed',
        params: { name: fullName(target) },
        ip,
      });
  });
  return { following: false, followers: (await counts(db, targetId)).followers };
}
