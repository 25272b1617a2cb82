import { accreditations, investorProfiles, users } from '@cf/db';
import {
  ACCREDITATION_THRESHOLDS,
  type AccreditationSubmitInput,
  accreditationSubmitInput,
  AppError,
  ConflictError,
  formatMoney,
  NotFoundError,
  thresholdInMinor,
  ValidationError,
} from '@cf/domain';
import type { UiLanguage } from '@cf/i18n';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '../activity/index';
import { detectDocument, type FileRow, privateFileFor, removePrivateFile, storePrivateFile } from '../files/index';
import { loadProfile, type ProfileRow, selfCheckOf, type SiteContext, siteContext } from '../investor-profile/index';
import { renderContractPdf } from './contract-pdf';
import type { AccreditationForm } from './form';
import type { AccreditationOut } from './schemas';
import type { DepsOf } from '../../deps';
import { normaliseSignature } from '../../lib/image-clean';
import { parseOrThrow } from '../../lib/validation';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type AccreditationDeps = DepsOf<'db' | 'storage'>;

type Row = typeof accreditations.$inferSelect;
export type AccreditationActor = { id: string; ip: string; lang: UiLanguage };

const PDF = { contentType: 'application/pdf', extension: 'pdf' } as const;
const PNG = { contentType: 'image/png', extension: 'png' } as const;

const toOut = (row: Row): AccreditationOut => ({
  id: row.id,
  status: row.status,
  basis: row.basis,
  verificationType: row.verificationType,
  verificationPhone: row.verificationPhone,
  reason: row.reason,
  letterFileId: row.letterFileId,
  contractFileId: row.contractFileId,
  contractUrl: `/api/v1/accreditation/${row.id}/contract`,
  signedAt: row.signedAt,
  decidedAt: row.decidedAt,
  createdAt: row.createdAt,
});

const thresholds = (site: SiteContext) => ({
  netWorth: thresholdInMinor(ACCREDITATION_THRESHOLDS.netWorth, site.currency.decimals),
  income: thresholdInMinor(ACCREDITATION_THRESHOLDS.income, site.currency.decimals),
  jointIncome: thresholdInMinor(ACCREDITATION_THRESHOLDS.jointIncome, site.currency.decimals),
  currency: site.currency.code,
});

async function latestOf(deps: AccreditationDeps, userId: string): Promise<Row | null> {
  const [row] = await deps.db
    .select()
    .from(accreditations)
    .where(eq(accreditations.userId, userId))
    .orderBy(desc(accreditations.createdAt), desc(accreditations.id))
    .limit(1);
  return row ?? null;
}

export async function accreditationState(deps: AccreditationDeps, userId: string) {
  const [profile, site, latest] = await Promise.all([loadProfile(deps.db, userId), siteContext(deps.db), latestOf(deps, userId)]);
  return {
    selfCheck: selfCheckOf(profile, site),
    latest: latest ? toOut(latest) : null,
    thresholds: thresholds(site),
    hasProfile: Boolean(profile),
  };
}

async function requireProfile(deps: AccreditationDeps, userId: string): Promise<ProfileRow> {
  const profile = await loadProfile(deps.db, userId);
  if (!profile) throw new AppError('PROFILE_REQUIRED', 400, 'identity.investor.required');
  return profile;
}

/** The investor's name on the contract: the profile's legal name, else the account's name. */
async function contractParty(deps: AccreditationDeps, profile: ProfileRow) {
  const [user] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, profile.userId));
  const legalName = profile.legalName ?? `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
  const addressLines = [
    profile.address,
    profile.address2,
    [profile.postalCode, profile.city].filter(Boolean).join(' '),
    profile.state,
    profile.country,
  ].filter((part): part is string => Boolean(part));
  return { legalName, addressLines };
}

/** GET /accreditation/contract: the contract to read before signing, with the investor's details. */
export async function blankContract(deps: AccreditationDeps, actor: AccreditationActor) {
  const profile = await requireProfile(deps, actor.id);
  const site = await siteContext(deps.db);
  return renderContractPdf({
    lang: actor.lang,
    site,
    ...(await contractParty(deps, profile)),
    basis: selfCheckOf(profile, site).basis,
    date: new Date(),
    signature: null,
    reference: null,
  });
}

function notAccredited(site: SiteContext, lang: UiLanguage) {
  const money = (minor: number) => formatMoney(minor, site.currency, lang);
  const t = thresholds(site);
  return new AppError('NOT_ACCREDITED', 400, 'identity.accreditation.notAccredited', [
    {
      field: 'profile',
      message: 'identity.accreditation.thresholds',
      params: { netWorth: money(t.netWorth), income: money(t.income), jointIncome: money(t.jointIncome) },
    },
  ]);
}

/** The answers; a signature image sent without `signatureType` means the investor signs with it. */
function parseForm(form: AccreditationForm): AccreditationSubmitInput {
  return parseOrThrow(accreditationSubmitInput, { signatureType: form.files.signatureImage ? 'image' : 'typed', ...form.fields });
}

/** The signature image redrawn in the fixed 400x200 frame (lib/image-clean), or null when typed. */
async function signatureImageOf(input: AccreditationSubmitInput, form: AccreditationForm): Promise<Buffer | null> {
  if (input.signatureType !== 'image') return null;
  const file = form.files.signatureImage;
  if (!file) throw new ValidationError([{ field: 'signatureImage', message: 'identity.accreditation.signatureImageRequired' }]);
  return normaliseSignature(file.bytes, 'signatureImage', {
    format: 'identity.accreditation.signatureImageFormat',
    size: 'identity.accreditation.signatureImageSize',
  });
}

/**
 * POST /accreditation: the self-check must say accredited; one open request at a time (checked
 * again under a lock of the investor's profile row, so two submissions at once give one 409). The
 * letter, the signature image and the signed contract are stored privately first and removed if
 * the request fails. A typed signature is kept in `signature`, an image as `signatureFileId`.
 */
export async function submitAccreditation(deps: AccreditationDeps, actor: AccreditationActor, form: AccreditationForm) {
  const input = parseForm(form);
  const letter = input.verificationType === 'letter' ? (form.files.letter ?? null) : null;
  if (input.verificationType === 'letter' && !letter) throw new ValidationError([{ field: 'letter', message: 'validation.required' }]);
  const letterType = letter ? detectDocument(letter.bytes, 'letter') : null;
  const signatureImage = await signatureImageOf(input, form);

  const profile = await requireProfile(deps, actor.id);
  const site = await siteContext(deps.db);
  const selfCheck = selfCheckOf(profile, site);
  if (!selfCheck.accredited || !selfCheck.basis) throw notAccredited(site, actor.lang);
  const openRequest = () => new ConflictError('identity.accreditation.openRequest');
  if ((await latestOf(deps, actor.id))?.status === 'under-review') throw openRequest();

  const signedAt = new Date();
  const { pdf } = await renderContractPdf({
    lang: actor.lang,
    site,
    ...(await contractParty(deps, profile)),
    basis: selfCheck.basis,
    date: signedAt,
    signature: signatureImage
      ? { kind: 'image', image: signatureImage, ip: actor.ip }
      : { kind: 'typed', text: input.signature ?? '', ip: actor.ip },
    reference: null,
  });
  const stored: FileRow[] = [];
  try {
    const letterFile =
      letter && letterType
        ? await storePrivateFile(deps, {
            ownerId: actor.id,
            bytes: letter.bytes,
            type: letterType,
            purpose: 'accreditation-letter',
            originalName: letter.filename,
          })
        : null;
    if (letterFile) stored.push(letterFile);
    const signatureFile = signatureImage
      ? await storePrivateFile(deps, { ownerId: actor.id, bytes: signatureImage, type: PNG, purpose: 'accreditation-signature' })
      : null;
    if (signatureFile) stored.push(signatureFile);
    const contractFile = await storePrivateFile(deps, { ownerId: actor.id, bytes: pdf, type: PDF, purpose: 'accreditation-contract' });
    stored.push(contractFile);

    const row = await deps.db.transaction(async (tx) => {
      await tx.select({ id: investorProfiles.userId }).from(investorProfiles).where(eq(investorProfiles.userId, actor.id)).for('update');
      const [open] = await tx
        .select({ id: accreditations.id })
        .from(accreditations)
        .where(and(eq(accreditations.userId, actor.id), eq(accreditations.status, 'under-review')))
        .limit(1);
      if (open) throw openRequest();
      const [created] = await tx
        .insert(accreditations)
        .values({
          userId: actor.id,
          status: 'under-review',
          basis: selfCheck.basis!,
          verificationType: input.verificationType,
          verificationPhone: input.verificationType === 'phone-call' ? input.verificationPhone : null,
          letterFileId: letterFile?.id ?? null,
          contractFileId: contractFile.id,
          signature: signatureFile ? null : input.signature!,
          signatureFileId: signatureFile?.id ?? null,
          signedAt,
          signedIp: actor.ip,
        })
        .returning();
      await tx
        .update(investorProfiles)
        .set({ declaresAccredited: true, updatedAt: new Date() })
        .where(eq(investorProfiles.userId, actor.id));
      await recordActivity(tx, {
        userId: actor.id,
        type: 'accreditation',
        messageKey: 'identity.accreditation.activitySubmitted',
        ip: actor.ip,
      });
      return created!;
    });
    return toOut(row);
  } catch (err) {
    for (const file of stored) await removePrivateFile(deps, file);
    throw err;
  }
}

/** The signed contract of a request: to its owner or staff (audited); 404 to anyone else. */
export async function contractFileFor(deps: AccreditationDeps, request: FastifyRequest, id: number): Promise<FileRow> {
  const [row] = await deps.db.select().from(accreditations).where(eq(accreditations.id, id)).limit(1);
  if (!row) throw new NotFoundError();
  return privateFileFor(deps, request, row.contractFileId);
}
