import { kycDocuments, kycParties } from '@cf/db';
import {
  AppError,
  type KycDocumentType,
  type KycPartyInput,
  type KycPartyPatch,
  kycPartyInput,
  NotFoundError,
  taxIdIssue,
  ValidationError,
} from '@cf/domain';
import { eq } from 'drizzle-orm';
import { type KycContext, KycProviderUnavailableError, type KycProviderAdapter, kycProvider } from '../../providers/kyc/index';
import { recordActivity } from '../activity/index';
import { detectDocument, removePrivateFile, storePrivateFile, type UploadedFile } from '../files/index';
import { assertCountry, siteContext } from '../investor-profile/index';
import { ssnColumns, writeProfileFromParty } from './identity-record';
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
import type { DepsOf } from '../../deps';
import { parseOrThrow } from '../../lib/validation';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type KycDeps = DepsOf<'db' | 'config' | 'log' | 'storage'>;

export type KycActor = { id: string; ip: string; lang: string };

async function context(deps: KycDeps, actor: KycActor): Promise<KycContext> {
  const site = await siteContext(deps.db);
  return { ip: actor.ip, lang: actor.lang, currencyDecimals: site.currency.decimals };
}

/** A provider call; when the provider is down the 502 is logged with its detail (never shown). */
async function provider<T>(deps: KycDeps, call: (adapter: KycProviderAdapter) => Promise<T>): Promise<T> {
  const adapter = kycProvider(deps.config.kyc);
  try {
    return await call(adapter);
  } catch (err) {
    if (err instanceof KycProviderUnavailableError)
      deps.log.warn({ provider: err.provider, detail: err.detail }, 'KYC provider unavailable');
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

async function requireParty(deps: KycDeps, userId: string): Promise<PartyRow> {
  const party = await ownParty(deps.db, userId);
  if (!party) throw new NotFoundError('identity.kyc.partyRequired');
  return party;
}

/** The party's reference at the configured provider, creating it there when it is not yet (or was refused). */
async function providerParty(deps: KycDeps, actor: KycActor, party: PartyRow, ctx: KycContext): Promise<PartyRow> {
  const adapter = kycProvider(deps.config.kyc);
  if (party.partyId && party.provider === adapter.name) return party;
  const data = await partyData(deps.db, actor.id, fieldsOf(party), deps.config.encryptionKey);
  const result = await provider(deps, (a) => a.createParty(data, ctx));
  const [row] = await deps.db
    .update(kycParties)
    .set({ provider: adapter.name, partyId: result.partyId, ...outcomeColumns(result, party.status, true), updatedAt: new Date() })
    .where(eq(kycParties.id, party.id))
    .returning();
  return row!;
}

export async function getUserKyc(deps: KycDeps, actor: KycActor, refresh: boolean) {
  const party = await ownParty(deps.db, actor.id);
  if (!party) return { party: null, documents: [] };
  const adapter = kycProvider(deps.config.kyc);
  const documents = await partyDocuments(deps.db, party.id);
  if (!refresh || !party.partyId || party.provider !== adapter.name || party.status !== 'under-review')
    return { party: partyOut(party), documents };
  const ctx = await context(deps, actor);
  const result = await provider(deps, (a) => a.status(party.partyId!, { ...ctx, lastRef: documents[0]?.providerRef ?? null }));
  const [row] = await deps.db
    .update(kycParties)
    .set({ ...outcomeColumns(result, party.status, false), updatedAt: new Date() })
    .where(eq(kycParties.id, party.id))
    .returning();
  return { party: partyOut(row!), documents };
}

/** Issue 14 §11: an SSN for a US person (country or domicile), a national ID number elsewhere. */
function assertTaxId(ssn: string | null | undefined, fields: Pick<PartyFields, 'country' | 'domicile'>) {
  const message = taxIdIssue(ssn, fields.country, fields.domicile);
  if (message) throw new ValidationError([{ field: 'ssn', message }]);
}

/** One party per user (spec §3): a second one is a 409. The provider is called before the row is written. */
export async function createParty(deps: KycDeps, actor: KycActor, { ssn, ...input }: KycPartyInput) {
  if (await ownParty(deps.db, actor.id)) throw new AppError('CONFLICT', 409, 'identity.kyc.partyExists');
  assertTaxId(ssn, input);
  await assertCountry(deps.db, input.country);
  const ctx = await context(deps, actor);
  const taxId = ssnColumns(ssn, deps.config.encryptionKey);
  // The provider is told the tax id given now, else the one kept in the shared identity record.
  const data = await partyData(deps.db, actor.id, { ...emptyFields, ...input }, deps.config.encryptionKey);
  if (ssn) data.ssn = ssn.replace(/[\s-]/g, '').toUpperCase();
  const result = await provider(deps, (a) => a.createParty(data, ctx));
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(kycParties)
      .values({
        userId: actor.id,
        provider: kycProvider(deps.config.kyc).name,
        partyId: result.partyId,
        ...input,
        ...outcomeColumns(result, null, true),
      })
      .returning();
    await writeProfileFromParty(tx, actor.id, created!, taxId);
    await recordActivity(tx, { userId: actor.id, type: 'kyc', messageKey: 'identity.kyc.activitySubmitted', ip: actor.ip });
    return created!;
  });
  return partyOut(row);
}

export async function updateParty(deps: KycDeps, actor: KycActor, { ssn, ...patch }: KycPartyPatch) {
  const party = await requireParty(deps, actor.id);
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<PartyFields>;
  const merged = { ...fieldsOf(party), ...changes };
  // The whole party must still be valid (a party created before a rule existed, a cleared field...).
  parseOrThrow(kycPartyInput, merged);
  assertTaxId(ssn, merged);
  await assertCountry(deps.db, changes.country);
  const ctx = await context(deps, actor);
  const taxId = ssnColumns(ssn, deps.config.encryptionKey);
  const data = await partyData(deps.db, actor.id, merged, deps.config.encryptionKey);
  if (ssn) data.ssn = ssn.replace(/[\s-]/g, '').toUpperCase();
  const adapter = kycProvider(deps.config.kyc);
  const sameProvider = party.partyId && party.provider === adapter.name;
  const result = sameProvider
    ? { ...(await provider(deps, (a) => a.updateParty(party.partyId!, data, ctx))), partyId: party.partyId }
    : await provider(deps, (a) => a.createParty(data, ctx));
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
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
    await writeProfileFromParty(tx, actor.id, updated!, taxId);
    return updated!;
  });
  return partyOut(row);
}

/**
 * A document: checked by content and size, stored privately, then sent to the provider. When the
 * provider is down the stored file is removed again and the answer is a 502.
 */
export async function uploadDocument(deps: KycDeps, actor: KycActor, input: { file: UploadedFile; documentType: KycDocumentType }) {
  const type = detectDocument(input.file.bytes, 'file');
  const ctx = await context(deps, actor);
  let party = await requireParty(deps, actor.id);
  party = await providerParty(deps, actor, party, ctx);
  if (!party.partyId) throw new AppError('KYC_PARTY_REFUSED', 400, 'identity.kyc.partyRefused');
  const file = await storePrivateFile(deps, {
    ownerId: actor.id,
    bytes: input.file.bytes,
    type,
    purpose: 'kyc-document',
    originalName: input.file.filename,
  });
  const data = await partyData(deps.db, actor.id, fieldsOf(party), deps.config.encryptionKey);
  let result: Awaited<ReturnType<KycProviderAdapter['uploadDocument']>>;
  try {
    result = await provider(deps, (a) =>
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
    await removePrivateFile(deps, file);
    throw err;
  }
  const { doc, updated } = await deps.db.transaction(async (tx) => {
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
export async function rerunCheck(deps: KycDeps, actor: KycActor) {
  const ctx = await context(deps, actor);
  let party = await requireParty(deps, actor.id);
  party = await providerParty(deps, actor, party, ctx);
  if (!party.partyId) return partyOut(party);
  const data = await partyData(deps.db, actor.id, fieldsOf(party), deps.config.encryptionKey);
  const documents = await partyDocuments(deps.db, party.id);
  const result = await provider(deps, (a) => a.check(party.partyId!, data, { ...ctx, lastRef: documents[0]?.providerRef ?? null }));
  const [row] = await deps.db
    .update(kycParties)
    .set({ ...outcomeColumns(result, party.status, false), updatedAt: new Date() })
    .where(eq(kycParties.id, party.id))
    .returning();
  return partyOut(row!);
}
