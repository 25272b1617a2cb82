import { campaigns } from '@cf/db';
import { AppError, CAMPAIGN_FIELDS, type CampaignImageKind, LIMITS, ValidationError } from '@cf/domain';
import { eq } from 'drizzle-orm';
import { type CleanImage, cleanImage } from '../../lib/image-clean';
import { detectDocument, type DocumentType, type UploadedFile } from '../files/index';
import { managedCampaign } from './access';
import type { Actor, CampaignDeps } from './context';

/** What an uploaded image is for; each has its dimension rule (spec §5). */
export type ImagePurpose = CampaignImageKind | 'photo' | 'gallery';

const MAX_MB = LIMITS.fileBytesMax / (1024 * 1024);
const refuse = (field: string, message: string, params?: Record<string, unknown>) =>
  new ValidationError([{ field, message, ...(params ? { params } : {}) }]);

export function requireFile(file: UploadedFile | null, field = 'file'): UploadedFile {
  if (!file || file.bytes.length === 0) throw refuse(field, 'campaigns.validation.fileRequired');
  return file;
}

/**
 * An image decided by its content (PNG, JPEG, GIF or WebP; no SVG or icon) under 2 MB, with the
 * spec §5 dimensions: campaign image 700×500, logo and photos square and at least 200×200, cover
 * at least 1350×400; gallery images only the format and size. The image comes back re-encoded
 * without its metadata (lib/image-clean), its dimensions upright.
 */
export async function checkCampaignImage(bytes: Buffer, purpose: ImagePurpose, field = 'file'): Promise<CleanImage> {
  let info: CleanImage;
  try {
    info = await cleanImage(bytes, field);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const tooLarge = err.fieldErrors.some((f) => f.message === 'validation.fileTooLarge');
    throw tooLarge ? refuse(field, 'campaigns.validation.fileSize', { maxMb: MAX_MB }) : refuse(field, 'campaigns.validation.imageFormat');
  }
  if (info.extension === 'ico') throw refuse(field, 'campaigns.validation.imageFormat');
  const F = CAMPAIGN_FIELDS;
  const square = (message: string) => {
    if (info.width !== info.height || info.width < F.logoMinSide)
      throw refuse(field, message, { minimum: F.logoMinSide, width: F.logoRecommendedWidth, height: F.logoRecommendedHeight });
  };
  if (purpose === 'campaign' && (info.width !== F.campaignImageWidth || info.height !== F.campaignImageHeight))
    throw refuse(field, 'campaigns.validation.campaignImageDimensions', { width: F.campaignImageWidth, height: F.campaignImageHeight });
  // The spec shows 360×283 as the recommended logo size beside the square rule: both are accepted.
  const recommendedLogo = info.width === F.logoRecommendedWidth && info.height === F.logoRecommendedHeight;
  if (purpose === 'logo' && !recommendedLogo) square('campaigns.validation.logoDimensions');
  if (purpose === 'photo') square('campaigns.validation.photoDimensions');
  if (purpose === 'cover' && (info.width < F.coverMinWidth || info.height < F.coverMinHeight))
    throw refuse(field, 'campaigns.validation.coverDimensions', { width: F.coverMinWidth, height: F.coverMinHeight });
  return info;
}

/** A PDF, decided by its bytes (files/document-type), at most 2 MB. */
export function checkPdf(bytes: Buffer, field = 'file'): DocumentType {
  let type: DocumentType;
  try {
    type = detectDocument(bytes, field);
  } catch (err) {
    if (err instanceof AppError && err.fieldErrors.some((f) => f.message === 'validation.fileTooLarge'))
      throw refuse(field, 'campaigns.validation.fileSize', { maxMb: MAX_MB });
    throw refuse(field, 'campaigns.validation.pdfOnly');
  }
  if (type.contentType !== 'application/pdf') throw refuse(field, 'campaigns.validation.pdfOnly');
  return type;
}

/** Checks and stores a public image; the URL it is served at. */
export async function storeImage(deps: CampaignDeps, file: UploadedFile, purpose: ImagePurpose): Promise<string> {
  const image = await checkCampaignImage(file.bytes, purpose, file.field);
  return deps.storage.putPublic(image.bytes, image.extension);
}

const COLUMN = { logo: 'companyLogo', campaign: 'campaignImage' } as const;

/**
 * POST /campaigns/equities/:id/images: the logo and the campaign image are saved on the campaign;
 * a cover is stored and its URL answered (the campaign has no cover column: the caller keeps it).
 */
export async function uploadCampaignImage(deps: CampaignDeps, actor: Actor, id: number, kind: CampaignImageKind, file: UploadedFile) {
  // Checked before the bytes are stored, and again under the lock when the column is written.
  await managedCampaign(deps.db, actor, id, { edit: true });
  const url = await storeImage(deps, file, kind);
  if (kind === 'cover') return { url };
  const column = COLUMN[kind];
  await deps.db.transaction(async (tx) => {
    const row = await managedCampaign(tx, actor, id, { lock: true, edit: true });
    await tx
      .update(campaigns)
      .set({ [column]: url, updatedAt: new Date() })
      .where(eq(campaigns.id, row.id));
  });
  return { url };
}
