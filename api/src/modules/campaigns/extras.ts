import { campaignImages, campaignLinks, campaignVideos, type Database } from '@cf/db';
import {
  extrasImageFields,
  type extrasImagePatch,
  type extrasLinkInput,
  type extrasLinkPatch,
  type extrasVideoInput,
  type extrasVideoPatch,
  NotFoundError,
} from '@cf/domain';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { MultipartForm } from '../files/index';
import { managedCampaign } from './access';
import type { Actor, CampaignDeps } from './context';
import { requireFile, storeImage } from './images';
import { defined } from './wizard';
import { parseOrThrow } from '../../lib/validation';

type Options = { lock?: boolean; edit?: boolean };
const EDIT = { lock: true, edit: true } as const;

async function ownerOf(db: Database, actor: Actor, row: { campaignId: number } | undefined, options: Options = {}) {
  if (!row) throw new NotFoundError();
  await managedCampaign(db, actor, row.campaignId, options);
}

// Videos (YouTube or Vimeo, with a title).

export async function listVideos(db: Database, actor: Actor, campaignId: number) {
  await managedCampaign(db, actor, campaignId);
  return db
    .select()
    .from(campaignVideos)
    .where(eq(campaignVideos.campaignId, campaignId))
    .orderBy(asc(campaignVideos.sortOrder), asc(campaignVideos.id));
}

const videoById = async (db: Database, id: number) => (await db.select().from(campaignVideos).where(eq(campaignVideos.id, id)))[0];

export async function getVideo(db: Database, actor: Actor, id: number) {
  const row = await videoById(db, id);
  await ownerOf(db, actor, row);
  return row!;
}

export async function addVideo(deps: CampaignDeps, actor: Actor, input: z.infer<typeof extrasVideoInput>) {
  return deps.db.transaction(async (tx) => {
    await managedCampaign(tx, actor, input.campaignId, EDIT);
    const [row] = await tx
      .insert(campaignVideos)
      .values(defined(input) as z.infer<typeof extrasVideoInput>)
      .returning();
    return row!;
  });
}

export async function updateVideo(deps: CampaignDeps, actor: Actor, id: number, input: z.infer<typeof extrasVideoPatch>) {
  return deps.db.transaction(async (tx) => {
    await ownerOf(tx, actor, await videoById(tx, id), EDIT);
    const values = defined(input);
    const [row] =
      Object.keys(values).length > 0
        ? await tx.update(campaignVideos).set(values).where(eq(campaignVideos.id, id)).returning()
        : await tx.select().from(campaignVideos).where(eq(campaignVideos.id, id));
    return row!;
  });
}

export async function deleteVideo(deps: CampaignDeps, actor: Actor, id: number) {
  return deps.db.transaction(async (tx) => {
    await ownerOf(tx, actor, await videoById(tx, id), EDIT);
    await tx.delete(campaignVideos).where(eq(campaignVideos.id, id));
    return { id, deleted: true as const };
  });
}

// Custom links (title and URL).

export async function listLinks(db: Database, actor: Actor, campaignId: number) {
  await managedCampaign(db, actor, campaignId);
  return db
    .select()
    .from(campaignLinks)
    .where(eq(campaignLinks.campaignId, campaignId))
    .orderBy(asc(campaignLinks.sortOrder), asc(campaignLinks.id));
}

const linkById = async (db: Database, id: number) => (await db.select().from(campaignLinks).where(eq(campaignLinks.id, id)))[0];

export async function getLink(db: Database, actor: Actor, id: number) {
  const row = await linkById(db, id);
  await ownerOf(db, actor, row);
  return row!;
}

export async function addLink(deps: CampaignDeps, actor: Actor, input: z.infer<typeof extrasLinkInput>) {
  return deps.db.transaction(async (tx) => {
    await managedCampaign(tx, actor, input.campaignId, EDIT);
    const [row] = await tx
      .insert(campaignLinks)
      .values(defined(input) as z.infer<typeof extrasLinkInput>)
      .returning();
    return row!;
  });
}

export async function updateLink(deps: CampaignDeps, actor: Actor, id: number, input: z.infer<typeof extrasLinkPatch>) {
  return deps.db.transaction(async (tx) => {
    await ownerOf(tx, actor, await linkById(tx, id), EDIT);
    const values = defined(input);
    const [row] =
      Object.keys(values).length > 0
        ? await tx.update(campaignLinks).set(values).where(eq(campaignLinks.id, id)).returning()
        : await tx.select().from(campaignLinks).where(eq(campaignLinks.id, id));
    return row!;
  });
}

export async function deleteLink(deps: CampaignDeps, actor: Actor, id: number) {
  return deps.db.transaction(async (tx) => {
    await ownerOf(tx, actor, await linkById(tx, id), EDIT);
    await tx.delete(campaignLinks).where(eq(campaignLinks.id, id));
    return { id, deleted: true as const };
  });
}

// Gallery images (multipart: the file with a title and a description).

export async function listImages(db: Database, actor: Actor, campaignId: number) {
  await managedCampaign(db, actor, campaignId);
  return db
    .select()
    .from(campaignImages)
    .where(eq(campaignImages.campaignId, campaignId))
    .orderBy(asc(campaignImages.sortOrder), asc(campaignImages.id));
}

const imageById = async (db: Database, id: number) => (await db.select().from(campaignImages).where(eq(campaignImages.id, id)))[0];

export async function getImage(db: Database, actor: Actor, id: number) {
  const row = await imageById(db, id);
  await ownerOf(db, actor, row);
  return row!;
}

/** POST /campaigns/equity/extras-images: a PNG, JPEG, GIF or WebP image under 2 MB, stored publicly. */
export async function addImage(deps: CampaignDeps, actor: Actor, form: MultipartForm) {
  const input = parseOrThrow(extrasImageFields, form.fields);
  // Who may add is checked before the file: anyone else learns nothing of the upload rules.
  await managedCampaign(deps.db, actor, input.campaignId, { edit: true });
  const file = requireFile(form.file);
  const url = await storeImage(deps, file, 'gallery');
  return deps.db.transaction(async (tx) => {
    await managedCampaign(tx, actor, input.campaignId, EDIT);
    const [row] = await tx
      .insert(campaignImages)
      .values({ campaignId: input.campaignId, image: url, title: input.title, description: input.description ?? null })
      .returning();
    return row!;
  });
}

export async function updateImage(deps: CampaignDeps, actor: Actor, id: number, input: z.infer<typeof extrasImagePatch>) {
  return deps.db.transaction(async (tx) => {
    await ownerOf(tx, actor, await imageById(tx, id), EDIT);
    const values = defined(input);
    const [row] =
      Object.keys(values).length > 0
        ? await tx.update(campaignImages).set(values).where(eq(campaignImages.id, id)).returning()
        : await tx.select().from(campaignImages).where(eq(campaignImages.id, id));
    return row!;
  });
}

export async function deleteImage(deps: CampaignDeps, actor: Actor, id: number) {
  return deps.db.transaction(async (tx) => {
    await ownerOf(tx, actor, await imageById(tx, id), EDIT);
    await tx.delete(campaignImages).where(eq(campaignImages.id, id));
    return { id, deleted: true as const };
  });
}
