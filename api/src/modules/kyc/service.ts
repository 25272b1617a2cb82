import { kycDocuments, kycParties } from '@cf/db';
import {
  AppError,
  type KycDocumentType,
  type KycPartyInput,
  type KycPartyPatch,
  NotFoundError,
  ValidationError,
  kycPartyInput,
} from '@cf/domain';
import { eq } from 'drizzle-orm';
import { type KycContext, KycProviderUnavailableError, type KycProviderAdapter, kycProvider } from '../../providers/kyc/index';
import type { App } from '../../types';
import { recordActivity } from '../activity/service';
import { detectDocument } from '../files/document-type';
import type { UploadedFile } from '../files/multipart';
import { removePrivateFile, storePrivateFile } from '../files/service';
import { assertCountry, siteContext } from '../investor-profile/reference';
import {
  documentOut,
  emptyFields,
  outcomeColumns,
  ownParty,
  partyData,
  partyDocuments,
  type PartyFields,
  partyOut,
  type PartyRow,
} from './party-data';

export type KycActor = { id: string; ip: string; lang: string };

async function context(app: App, actor: KycActor): Promise<KycContext> {
  const site = await siteContext(app.db);
  return { ip: actor.ip, lang: actor.lang, currencyDecimals: site.currency.decimals };
}

/** A provider call; when the provider is down the 502 is logged with its detail (never shown). */
async function provider<T>(app: App, call: (adapter: KycProviderAdapter) => Promise<T>): Promise<T> {
  const adapter = kycProvider(app.config.kyc);
  try {
    return await call(adapter);
  } catch (err) {
    if (err instanceof KycProviderUnavailableError)
      app.log.warn({ provider: err.provider, detail: err.detail }, 'KYC provider unavailable');
    throw err;
  }
}

const fieldsOf = (row: PartyRow): PartyFields => {
  const {
    id: _i,
    userId: _u,
    provider: _p,
    partyId: _pi,
    status: _s,
    providerErrors: _e,
    providerWarnings: _w,
    decidedById: _d,
    decidedAt: _da,
    reason: _r,
    createdAt: _c,
    updatedAt: _up,
    ...fields
  } = row;
  return fields;
};

async function requireParty(app: App, userId: string): Promise<PartyRow> {
  const party = await ownParty(app.db, userId);
  if (!party) throw new NotFoundError('identity.kyc.partyRequired');
  return party;
}

/** The party's reference at the configured provider, creating it there when it is not yet (or was refused). */
async function providerParty(app: App, actor: KycActor, party: PartyRow, ctx: KycContext): Promise<PartyRow> {
  const adapter = kycProvider(app.config.kyc);
  if (party.partyId && party.provider === adapter.name) return party;
  const data = await partyData(app.db, actor.id, fieldsOf(party), app.config.encryptionKey);
  const result = await provider(app, (a) => a.createParty(data, ctx));
  const [row] = await app.db
    .update(kycParties)
    .set({ provider: adapter.name, partyId: result.partyId, ...outcomeColumns(result, party.status, true), updatedAt: new Date() })
    .where(eq(kycParties.id, party.id))
    .returning();
  return row!;
}

export async function getUserKyc(app: App, actor: KycActor, refresh: boolean) {
  const party = await ownParty(app.db, actor.id);
  if (!party) return { party: null, documents: [] };
  const adapter = kycProvider(app.config.kyc);
  const documents = await partyDocuments(app.db, party.id);
  if (!refresh || !party.partyId || party.provider !== adapter.name || party.status !== 'under-review')
    return { party: partyOut(party), documents };
  const ctx = await context(app, actor);
  const result = await provider(app, (a) => a.status(party.partyId!, { ...ctx, lastRef: documents[0]?.providerRef ?? null }));
  const [row] = await app.db
    .update(kycParties)
    .set({ ...outcomeColumns(result, party.status, false), updatedAt: new Date() })
    .where(eq(kycParties.id, party.id))
    .returning();
  return { party: partyOut(row!), documents };
}

/** One party per user (spec §3): a second one is a 409. The provider is called before the row is written. */
export async function createParty(app: App, actor: KycActor, input: KycPartyInput) {
  if (await ownParty(app.db, actor.id)) throw new AppError('CONFLICT', 409, 'identity.kyc.partyExists');
  await assertCountry(app.db, input.country);
  const ctx = await context(app, actor);
  const data = await partyData(app.db, actor.id, { ...emptyFields, ...input }, app.config.encryptionKey);
  const result = await provider(app, (a) => a.createParty(data, ctx));
  const row = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(kycParties)
      .values({
        userId: actor.id,
        provider: kycProvider(app.config.kyc).name,
        partyId: result.partyId,
        ...input,
        ...outcomeColumns(result, null, true),
      })
      .returning();
    await recordActivity(tx, { userId: actor.id, type: 'kyc', messageKey: 'identity.kyc.activitySubmitted', ip: actor.ip });
    return created!;
  });
  return partyOut(row);
}

export async function updateParty(app: App, actor: KycActor, patch: KycPartyPatch) {
  const party = await requireParty(app, actor.id);
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<PartyFields>;
  const merged = { ...fieldsOf(party), ...changes };
  // The whole party must still be valid (a party created before a rule existed, a cleared field...).
  const check = kycPartyInput.safeParse(merged);
  if (!check.success)
    throw new ValidationError(
      check.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message, params: i as unknown as Record<string, unknown> })),
    );
  await assertCountry(app.db, changes.country);
  const ctx = await context(app, actor);
  const data = await partyData(app.db, actor.id, merged, app.config.encryptionKey);
  const adapter = kycProvider(app.config.kyc);
  const sameProvider = party.partyId && party.provider === adapter.name;
  const result = sameProvider
    ? { ...(await provider(app, (a) => a.updateParty(party.partyId!, data, ctx))), partyId: party.partyId }
    : await provider(app, (a) => a.createParty(data, ctx));
  const [row] = await app.db
    .update(kycParties)
    .set({
      ...changes,
      provider: adapter.name,
      partyId: result.partyId,
      ...outcomeColumns(result, party.status, true),
      updatedAt: new Date(),
    })
    .where(eq(kycParties.id, party.id))
    .returning();
  return partyOut(row!);
}

/**
 * A document: checked by content and size, stored privately, then sent to the provider. When the
 * provider is down the stored file is removed again and the answer is a 502.
 */
export async function uploadDocument(app: App, actor: KycActor, input: { file: UploadedFile; documentType: KycDocumentType }) {
  const type = detectDocument(input.file.bytes, 'file');
  const ctx = await context(app, actor);
  let party = await requireParty(app, actor.id);
  party = await providerParty(app, actor, party, ctx);
  if (!party.partyId) throw new AppError('KYC_PARTY_REFUSED', 400, 'identity.kyc.partyRefused');
  const file = await storePrivateFile(app, {
    ownerId: actor.id,
    bytes: input.file.bytes,
    type,
    purpose: 'kyc-document',
    originalName: input.file.filename,
  });
  const data = await partyData(app.db, actor.id, fieldsOf(party), app.config.encryptionKey);
  let result: Awaited<ReturnType<KycProviderAdapter['uploadDocument']>>;
  try {
    result = await provider(app, (a) =>
      a.uploadDocument(
        party.partyId!,
        data,
        {
          bytes: input.file.bytes,
          contentType: type.contentType,
          fileName: `${input.documentType}.${type.extension}`,
          documentType: input.documentType,
        },
        ctx,
      ),
    );
  } catch (err) {
    await removePrivateFile(app, file);
    throw err;
  }
  const { doc, updated } = await app.db.transaction(async (tx) => {
    const [doc] = await tx
      .insert(kycDocuments)
      .values({ partyId: party.id, fileId: file.id, documentType: input.documentType, providerRef: result.providerRef })
      .returning();
    const [updated] = await tx
      .update(kycParties)
      .set({ ...outcomeColumns(result, party.status, true), updatedAt: new Date() })
      .where(eq(kycParties.id, party.id))
      .returning();
    return { doc: doc!, updated: updated! };
  });
  return { ...documentOut(doc, file), status: updated.status, providerErrors: result.errors, providerWarnings: result.warnings };
}

/** POST /northKYC/updateKycAml: runs the provider's check again (sandbox: back to staff). */
export async function rerunCheck(app: App, actor: KycActor) {
  const ctx = await context(app, actor);
  let party = await requireParty(app, actor.id);
  party = await providerParty(app, actor, party, ctx);
  if (!party.partyId) return partyOut(party);
  const data = await partyData(app.db, actor.id, fieldsOf(party), app.config.encryptionKey);
  const documents = await partyDocuments(app.db, party.id);
  const result = await provider(app, (a) => a.check(party.partyId!, data, { ...ctx, lastRef: documents[0]?.providerRef ?? null }));
  const [row] = await app.db
    .update(kycParties)
    .set({ ...outcomeColumns(result, party.status, false), updatedAt: new Date() })
    .where(eq(kycParties.id, party.id))
    .returning();
  return partyOut(row!);
}
