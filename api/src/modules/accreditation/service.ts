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
import type { App } from '../../types';
import { recordActivity } from '../activity/service';
import { detectDocument } from '../files/document-type';
import type { MultipartForm } from '../files/multipart';
import { type FileRow, privateFileFor, removePrivateFile, storePrivateFile } from '../files/service';
import { type SiteContext, siteContext } from '../investor-profile/reference';
import { loadProfile, type ProfileRow, selfCheckOf } from '../investor-profile/service';
import { renderContractPdf } from './contract-pdf';
import type { AccreditationOut } from './schemas';

type Row = typeof accreditations.$inferSelect;
export type AccreditationActor = { id: string; ip: string; lang: UiLanguage };

const PDF = { contentType: 'application/pdf', extension: 'pdf' } as const;

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

async function latestOf(app: App, userId: string): Promise<Row | null> {
  const [row] = await app.db
    .select()
    .from(accreditations)
    .where(eq(accreditations.userId, userId))
    .orderBy(desc(accreditations.createdAt), desc(accreditations.id))
    .limit(1);
  return row ?? null;
}

export async function accreditationState(app: App, userId: string) {
  const [profile, site, latest] = await Promise.all([loadProfile(app.db, userId), siteContext(app.db), latestOf(app, userId)]);
  return {
    selfCheck: selfCheckOf(profile, site),
    latest: latest ? toOut(latest) : null,
    thresholds: thresholds(site),
    hasProfile: Boolean(profile),
  };
}

async function requireProfile(app: App, userId: string): Promise<ProfileRow> {
  const profile = await loadProfile(app.db, userId);
  if (!profile) throw new AppError('PROFILE_REQUIRED', 400, 'identity.investor.required');
  return profile;
}

/** The investor's name on the contract: the profile's legal name, else the account's name. */
async function contractParty(app: App, profile: ProfileRow) {
  const [user] = await app.db
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
export async function blankContract(app: App, actor: AccreditationActor) {
  const profile = await requireProfile(app, actor.id);
  const site = await siteContext(app.db);
  return renderContractPdf({
    lang: actor.lang,
    site,
    ...(await contractParty(app, profile)),
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

function parseForm(form: MultipartForm): AccreditationSubmitInput {
  const parsed = accreditationSubmitInput.safeParse(form.fields);
  if (!parsed.success)
    throw new ValidationError(
      parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message, params: i as unknown as Record<string, unknown> })),
    );
  return parsed.data;
}

/**
 * POST /accreditation: the self-check must say accredited; one open request at a time (checked
 * again under a lock of the investor's profile row, so two submissions at once give one 409). The
 * letter and the signed contract are stored privately first and removed if the request fails.
 */
export async function submitAccreditation(app: App, actor: AccreditationActor, form: MultipartForm) {
  const input = parseForm(form);
  const letter = input.verificationType === 'letter' ? form.file : null;
  if (input.verificationType === 'letter' && !letter) throw new ValidationError([{ field: 'letter', message: 'validation.required' }]);
  const letterType = letter ? detectDocument(letter.bytes, 'letter') : null;

  const profile = await requireProfile(app, actor.id);
  const site = await siteContext(app.db);
  const selfCheck = selfCheckOf(profile, site);
  if (!selfCheck.accredited || !selfCheck.basis) throw notAccredited(site, actor.lang);
  const openRequest = () => new ConflictError('identity.accreditation.openRequest');
  if ((await latestOf(app, actor.id))?.status === 'under-review') throw openRequest();

  const signedAt = new Date();
  const { pdf } = await renderContractPdf({
    lang: actor.lang,
    site,
    ...(await contractParty(app, profile)),
    basis: selfCheck.basis,
    date: signedAt,
    signature: { text: input.signature, ip: actor.ip },
    reference: null,
  });
  const stored: FileRow[] = [];
  try {
    const letterFile =
      letter && letterType
        ? await storePrivateFile(app, {
            ownerId: actor.id,
            bytes: letter.bytes,
            type: letterType,
            purpose: 'accreditation-letter',
            originalName: letter.filename,
          })
        : null;
    if (letterFile) stored.push(letterFile);
    const contractFile = await storePrivateFile(app, { ownerId: actor.id, bytes: pdf, type: PDF, purpose: 'accreditation-contract' });
    stored.push(contractFile);

    const row = await app.db.transaction(async (tx) => {
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
          signature: input.signature,
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
    for (const file of stored) await removePrivateFile(app, file);
    throw err;
  }
}

/** The signed contract of a request: to its owner or staff (audited); 404 to anyone else. */
export async function contractFileFor(app: App, request: FastifyRequest, id: number): Promise<FileRow> {
  const [row] = await app.db.select().from(accreditations).where(eq(accreditations.id, id)).limit(1);
  if (!row) throw new NotFoundError();
  return privateFileFor(app, request, row.contractFileId);
}
