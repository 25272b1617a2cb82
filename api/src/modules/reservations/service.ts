import { campaignReservations, campaigns, currencies, type Database } from '@cf/db';
import { CAMPAIGN_STATUS, ConflictError, ForbiddenError, formatMoney, NotFoundError, PUBLIC_STATUSES, ValidationError } from '@cf/domain';
import { toMajorInput } from '@cf/domain/money';
import {
  isPreLaunch,
  type MyReservationOut,
  PRE_LAUNCH_STATUSES,
  type ReservationFrontOut,
  type ReservationOut,
  type ReservationSummaryOut,
} from '@cf/domain/schemas/reservations';
import { and, count, desc, eq, inArray, isNull, sql, sum } from 'drizzle-orm';

type Caller = { id: string; isAdmin?: boolean };

const campaignColumns = {
  id: campaigns.id,
  ownerId: campaigns.ownerId,
  status: campaigns.status,
  slug: campaigns.slug,
  campaignName: campaigns.campaignName,
  companyName: campaigns.companyName,
  companyTagLine: campaigns.companyTagLine,
  companyLogo: campaigns.companyLogo,
  reservationsOpen: campaigns.reservationsOpen,
  currencyCode: campaigns.currencyCode,
  minimumInvestment: campaigns.minimumInvestment,
  maximumInvestment: campaigns.maximumInvestment,
};

const currencyColumns = {
  code: currencies.code,
  symbol: currencies.symbol,
  displayFormat: currencies.displayFormat,
  decimals: currencies.decimals,
};

type CampaignRow = {
  id: number;
  ownerId: string;
  status: number;
  slug: string;
  campaignName: string | null;
  companyName: string | null;
  companyTagLine: string | null;
  companyLogo: string | null;
  reservationsOpen: boolean;
  currencyCode: string | null;
  minimumInvestment: number | null;
  maximumInvestment: number | null;
};

const reservationColumns = {
  id: campaignReservations.id,
  campaignId: campaignReservations.campaignId,
  amount: campaignReservations.amount,
  currency: campaignReservations.currency,
  createdAt: campaignReservations.createdAt,
  updatedAt: campaignReservations.updatedAt,
};

const titleOf = (c: Pick<CampaignRow, 'campaignName' | 'companyName' | 'slug'>) => c.campaignName || c.companyName || c.slug;

/** Reservations are taken now: the owner opened them and the campaign is not live yet. */
const takesReservations = (c: Pick<CampaignRow, 'reservationsOpen' | 'status'>) => c.reservationsOpen && isPreLaunch(c.status);

const isPublic = (status: number) => (PUBLIC_STATUSES as readonly number[]).includes(status);

/** The invest page filled with a reserved amount (the format of the invest form's prefill: ?amount= in major units). */
export const investPathOf = (campaignId: number, amount: number, decimals: number) =>
  `/invest/${campaignId}?${new URLSearchParams({ amount: toMajorInput(amount, decimals) }).toString()}`;

async function campaignById(db: Database, id: number, lock = false): Promise<CampaignRow | null> {
  const query = db.select(campaignColumns).from(campaigns).where(eq(campaigns.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

const liveOf = (campaignId: number, userId: string) =>
  and(eq(campaignReservations.campaignId, campaignId), eq(campaignReservations.userId, userId), isNull(campaignReservations.cancelledAt));

/**
 * A campaign an investor may see for reserving: a public one, one taking reservations before
 * launch, or one they hold a reservation in (its owner closed reservations since). Anything else
 * is the same 404 as a missing campaign (drafts stay private).
 */
async function reservableCampaign(db: Database, id: number, userId: string, lock = false): Promise<CampaignRow> {
  const row = await campaignById(db, id, lock);
  if (row && (isPublic(row.status) || takesReservations(row))) return row;
  if (row) {
    const [held] = await db.select({ id: campaignReservations.id }).from(campaignReservations).where(liveOf(row.id, userId)).limit(1);
    if (held) return row;
  }
  throw new NotFoundError();
}

/** The campaign of its owner only: staff and everyone else get the 404 of a missing one. */
async function ownCampaign(db: Database, caller: Caller, id: number, lock = false): Promise<CampaignRow> {
  const row = await campaignById(db, id, lock);
  if (!row || row.ownerId !== caller.id) throw new NotFoundError();
  return row;
}

const ownCampaignRefused = () => new ForbiddenError('campaigns.reservations.errors.ownCampaign');

const notTaking = (c: CampaignRow) =>
  new ConflictError(isPreLaunch(c.status) ? 'campaigns.reservations.errors.closed' : 'campaigns.reservations.errors.live', [
    { field: 'amount', message: isPreLaunch(c.status) ? 'campaigns.reservations.errors.closed' : 'campaigns.reservations.errors.live' },
  ]);

async function currencyOf(db: Database, code: string | null) {
  if (!code) return null;
  const [row] = await db.select(currencyColumns).from(currencies).where(eq(currencies.code, code)).limit(1);
  return row ?? null;
}

async function totals(db: Database, campaignId: number) {
  const [row] = await db
    .select({ n: count(), total: sum(campaignReservations.amount) })
    .from(campaignReservations)
    .where(and(eq(campaignReservations.campaignId, campaignId), isNull(campaignReservations.cancelledAt)));
  return { count: Number(row?.n ?? 0), total: Number(row?.total ?? 0) };
}

async function summaryOf(db: Database, c: CampaignRow): Promise<ReservationSummaryOut> {
  const [sums, currency] = await Promise.all([totals(db, c.id), currencyOf(db, c.currencyCode)]);
  return { campaignId: c.id, open: takesReservations(c), canToggle: isPreLaunch(c.status), ...sums, currency };
}

/**
 * PUT /campaign/:id/reservations-open: the owner opens or closes reservations while the campaign
 * is before launch (draft, in review or declined); once live, 409.
 */
export async function setReservationsOpen(db: Database, caller: Caller, id: number, open: boolean): Promise<ReservationSummaryOut> {
  return db.transaction(async (tx) => {
    const c = await ownCampaign(tx, caller, id, true);
    if (!isPreLaunch(c.status))
      throw new ConflictError('campaigns.reservations.errors.notBeforeLaunch', [
        { field: 'open', message: 'campaigns.reservations.errors.notBeforeLaunch' },
      ]);
    if (c.reservationsOpen !== open)
      await tx.update(campaigns).set({ reservationsOpen: open, updatedAt: new Date() }).where(eq(campaigns.id, c.id));
    return summaryOf(tx, { ...c, reservationsOpen: open });
  });
}

/** GET /campaign/:id/reservations: how many reservations and how much, for the owner only. */
export async function reservationSummary(db: Database, caller: Caller, id: number): Promise<ReservationSummaryOut> {
  return summaryOf(db, await ownCampaign(db, caller, id));
}

/**
 * PUT /campaign/:id/reservation: creates or changes the caller's reservation while the campaign
 * takes them, within its minimum and maximum investment. The campaign row is locked, so a
 * reservation cannot slip in while the campaign goes live and its reservers are told.
 */
export async function reserve(db: Database, caller: Caller, id: number, amount: number, lang: string): Promise<ReservationOut> {
  return db.transaction(async (tx) => {
    const c = await reservableCampaign(tx, id, caller.id, true);
    if (c.ownerId === caller.id) throw ownCampaignRefused();
    if (!takesReservations(c)) throw notTaking(c);
    const currency = await currencyOf(tx, c.currencyCode);
    if (!currency) throw notTaking(c);
    const format = (minor: number) => formatMoney(minor, currency, lang);
    if (c.minimumInvestment !== null && amount < c.minimumInvestment)
      throw new ValidationError([
        { field: 'amount', message: 'invest.errors.minimumAmount', params: { min: format(c.minimumInvestment) } },
      ]);
    if (c.maximumInvestment !== null && amount > c.maximumInvestment)
      throw new ValidationError([
        { field: 'amount', message: 'invest.errors.maximumAmount', params: { max: format(c.maximumInvestment) } },
      ]);
    const [row] = await tx
      .insert(campaignReservations)
      .values({ campaignId: c.id, userId: caller.id, amount, currency: currency.code })
      .onConflictDoUpdate({
        target: [campaignReservations.campaignId, campaignReservations.userId],
        targetWhere: sql`${campaignReservations.cancelledAt} is null`,
        set: { amount, currency: currency.code, updatedAt: new Date() },
      })
      .returning(reservationColumns);
    return row!;
  });
}

/**
 * DELETE /campaign/:id/reservation: the caller withdraws their reservation. It binds nobody, so
 * it may be withdrawn whatever the campaign's state; 404 when they have none.
 */
export async function cancelReservation(db: Database, caller: Caller, id: number): Promise<{ id: string; cancelled: true }> {
  const c = await campaignById(db, id);
  if (!c) throw new NotFoundError();
  if (c.ownerId === caller.id) throw ownCampaignRefused();
  const [row] = await db
    .update(campaignReservations)
    .set({ cancelledAt: new Date(), updatedAt: new Date() })
    .where(liveOf(c.id, caller.id))
    .returning({ id: campaignReservations.id });
  if (!row) throw new NotFoundError('campaigns.reservations.errors.none');
  return { id: row.id, cancelled: true };
}

/** GET /campaign/:id/reservation: the caller's own live reservation, or null. */
export async function ownReservation(db: Database, caller: Caller, id: number): Promise<ReservationOut | null> {
  const c = await reservableCampaign(db, id, caller.id);
  const [row] = await db.select(reservationColumns).from(campaignReservations).where(liveOf(c.id, caller.id)).limit(1);
  return row ?? null;
}

/**
 * GET /my-reservations: the caller's own reservations of campaigns before launch (waiting) or live
 * (open now, with the prefilled invest page), one per campaign: the live one, else the latest
 * cancelled one. Those of campaigns that closed are left out.
 */
export async function myReservations(db: Database, caller: Caller): Promise<MyReservationOut[]> {
  const rows = await db
    .selectDistinctOn([campaignReservations.campaignId], {
      ...reservationColumns,
      cancelledAt: campaignReservations.cancelledAt,
      status: campaigns.status,
      reservationsOpen: campaigns.reservationsOpen,
      slug: campaigns.slug,
      campaignName: campaigns.campaignName,
      companyName: campaigns.companyName,
      currencyFormat: currencyColumns,
    })
    .from(campaignReservations)
    .innerJoin(campaigns, eq(campaigns.id, campaignReservations.campaignId))
    .innerJoin(currencies, eq(currencies.code, campaignReservations.currency))
    .where(and(eq(campaignReservations.userId, caller.id), inArray(campaigns.status, [...PRE_LAUNCH_STATUSES, CAMPAIGN_STATUS.active])))
    .orderBy(
      campaignReservations.campaignId,
      sql`${campaignReservations.cancelledAt} is null desc`,
      desc(campaignReservations.updatedAt),
      desc(campaignReservations.id),
    );
  rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id.localeCompare(a.id));
  return rows.map(({ status, reservationsOpen, cancelledAt, slug, campaignName, companyName, ...r }) => {
    const live = status === CAMPAIGN_STATUS.active;
    const state = cancelledAt ? 'cancelled' : live ? 'open-now' : 'waiting';
    return {
      ...r,
      campaign: { slug, name: titleOf({ slug, campaignName, companyName }) },
      status: state,
      investPath: state === 'open-now' ? investPathOf(r.campaignId, r.amount, r.currencyFormat.decimals) : null,
      reservable: takesReservations({ reservationsOpen, status }),
    };
  });
}

/**
 * GET /reservations/front/:slug: what the reserve box shows of a campaign (public, or taking
 * reservations before launch; its owner and staff see their own too) and the viewer's reservation.
 */
export async function reservationFront(db: Database, viewer: Caller | null, slug: string): Promise<ReservationFrontOut> {
  const [c] = await db.select(campaignColumns).from(campaigns).where(eq(campaigns.slug, slug)).limit(1);
  if (!c) throw new NotFoundError();
  const manager = Boolean(viewer && (viewer.isAdmin || viewer.id === c.ownerId));
  const [currency, reservation] = await Promise.all([
    currencyOf(db, c.currencyCode),
    viewer
      ? db
          .select(reservationColumns)
          .from(campaignReservations)
          .where(liveOf(c.id, viewer.id))
          .limit(1)
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
  ]);
  // A reserver still sees the campaign (and may cancel) after its owner closed reservations.
  if (!(isPublic(c.status) || takesReservations(c) || manager || reservation)) throw new NotFoundError();
  return {
    campaignId: c.id,
    slug: c.slug,
    name: titleOf(c),
    tagLine: c.companyTagLine,
    logo: c.companyLogo,
    open: takesReservations(c),
    live: c.status === CAMPAIGN_STATUS.active,
    isOwner: Boolean(viewer && viewer.id === c.ownerId),
    signedIn: Boolean(viewer),
    minimumInvestment: c.minimumInvestment,
    maximumInvestment: c.maximumInvestment,
    currency,
    reservation,
  };
}
