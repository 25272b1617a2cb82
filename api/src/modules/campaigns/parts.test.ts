import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  campaignDocuments,
  campaignFaqs,
  campaignFaqTemplates,
  campaignImages,
  campaignLeadInvestors,
  campaignLinks,
  campaigns,
  campaignTeamMembers,
  campaignVideos,
  files,
} from '@cf/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, dataOf, useTestApp } from '../../../test/app';
import { linkIn, outboxTo } from '../../../test/profile';
import { call, createdOf, fieldErrors, lookupId, newDraft, ownerUser, pdf, png, upload } from '../../../test/campaigns';
import { loadCampaignParts } from './parts';

const uploadsDir = mkdtempSync(join(tmpdir(), 'cf-campaigns-'));

describe('campaign parts', () => {
  const ctx = useTestApp({ uploadsDir });
  const db = () => ctx.handle.db;
  let owner: Awaited<ReturnType<typeof ownerUser>>;
  let id: number;
  beforeAll(async () => {
    owner = await ownerUser(ctx);
    id = await newDraft(ctx, owner.token);
  });
  /** Adds a part to the draft as its owner and returns it as created (201). */
  const add = async <T = { id: number }>(path: string, body: Record<string, unknown>) =>
    createdOf<T>(await call(ctx, owner.token, 'POST', path, { campaignId: id, ...body }));

  describe('team members', () => {
    const base = '/campaigns/equity/team-members';

    it('invites by e-mail; the invited account accepts and is linked; the link works once', async () => {
      const memberType = await lookupId(ctx, 'team-member-type', 'founder');
      const invitee = await createUser(ctx, { firstName: 'Grace' });
      const member = await add<Record<string, unknown>>(base, {
        fullName: 'Grace Hopper',
        roleTitle: 'CTO',
        email: invitee.email.toUpperCase(),
        memberTypeId: memberType,
      });
      expect(member).toMatchObject({
        fullName: 'Grace Hopper',
        email: invitee.email,
        memberTypeId: memberType,
        userId: null,
        acceptedAt: null,
      });
      expect(member).not.toHaveProperty('inviteTokenHash');
      const [mail] = await outboxTo(ctx, invitee.email);
      expect(mail!.subject).toContain('Join the team of');
      const link = linkIn(mail!.text, 'http://localhost/team-invite?token=');
      const token = decodeURIComponent(new URL(link).searchParams.get('token')!);

      const stranger = await createUser(ctx);
      const wrong = await call(ctx, stranger.token, 'POST', '/campaigns/team-invites/accept', { token });
      expect(wrong.statusCode).toBe(403);
      expect(fieldErrors(wrong)).toEqual([
        `token: This invitation was sent to another e-mail address: log in with ${invitee.email} to accept it.`,
      ]);

      const accepted = await call(ctx, invitee.token, 'POST', '/campaigns/team-invites/accept', { token });
      expect(dataOf(accepted)).toMatchObject({ memberId: member.id, campaignId: id });
      const [stored] = await db()
        .select()
        .from(campaignTeamMembers)
        .where(eq(campaignTeamMembers.id, member.id as number));
      expect(stored).toMatchObject({ userId: invitee.id, inviteTokenHash: null });
      expect(stored!.acceptedAt).toBeInstanceOf(Date);

      const again = await call(ctx, invitee.token, 'POST', '/campaigns/team-invites/accept', { token });
      expect(fieldErrors(again)).toEqual(['token: This invitation link is not valid (any more). Ask the campaign owner to send it again.']);
      const resend = await call(ctx, owner.token, 'POST', `${base}/resend-email/${member.id}`);
      expect(resend.statusCode).toBe(409);
      expect(resend.json().message).toBe('This team member has already joined.');
    });

    it('resends with a new link (the old one stops working); an expired link is refused', async () => {
      const invitee = await createUser(ctx);
      const member = await add(base, { fullName: 'Alan Turing', roleTitle: 'Advisor', email: invitee.email });
      const first = linkIn((await outboxTo(ctx, invitee.email))[0]!.text, 'http://localhost/team-invite?token=');
      expect(dataOf(await call(ctx, owner.token, 'POST', `${base}/resend-email/${member.id}`))).toMatchObject({ id: member.id });
      const mails = await outboxTo(ctx, invitee.email);
      expect(mails).toHaveLength(2);
      const second = linkIn(mails[0]!.text, 'http://localhost/team-invite?token=');
      expect(second).not.toBe(first);
      const tokenOf = (url: string) => decodeURIComponent(new URL(url).searchParams.get('token')!);
      expect((await call(ctx, invitee.token, 'POST', '/campaigns/team-invites/accept', { token: tokenOf(first) })).statusCode).toBe(400);
      await db()
        .update(campaignTeamMembers)
        .set({ invitedAt: new Date(Date.now() - 15 * 86_400_000) })
        .where(eq(campaignTeamMembers.id, member.id));
      const expired = await call(ctx, invitee.token, 'POST', '/campaigns/team-invites/accept', { token: tokenOf(second) });
      expect(fieldErrors(expired)).toEqual(['token: This invitation link has expired. Ask the campaign owner to send it again.']);
    });

    it('roles, photos, one address per team, and bad input changes nothing', async () => {
      const member = await add(base, { fullName: 'Katherine J', roleTitle: 'CFO', email: 'kj@example.test' });
      const dup = await call(ctx, owner.token, 'POST', base, {
        campaignId: id,
        fullName: 'Other',
        roleTitle: 'CEO',
        email: 'KJ@example.test',
      });
      expect(dup.statusCode).toBe(409);
      expect(fieldErrors(dup)).toEqual(['email: A record with this value already exists.']);
      const bad = await call(ctx, owner.token, 'POST', base, { campaignId: id, fullName: '', roleTitle: 'CEO', email: 'nope' });
      expect(fieldErrors(bad).sort()).toEqual(['email: Email is invalid.', 'fullName: This field is required.']);
      const wrongType = await call(ctx, owner.token, 'PATCH', `${base}/${member.id}`, {
        memberTypeId: await lookupId(ctx, 'categories', 'health'),
      });
      expect(fieldErrors(wrongType)).toEqual(['memberTypeId: Please choose one of the listed options.']);
      const notSquare = await upload(ctx, owner.token, `${base}/${member.id}/photo`, { data: png(300, 200) });
      expect(fieldErrors(notSquare)).toEqual(['file: The photo must be square and at least 200×200 pixels.']);
      const [before] = await db().select().from(campaignTeamMembers).where(eq(campaignTeamMembers.id, member.id));
      expect(before!.photo).toBeNull();
      const photo = dataOf<{ photo: string }>(await upload(ctx, owner.token, `${base}/${member.id}/photo`, { data: png(256, 256) }));
      expect(photo.photo).toMatch(/^\/uploads\/.+\.png$/);
      const role = await lookupId(ctx, 'team-member-type', 'advisor');
      expect(
        dataOf(await call(ctx, owner.token, 'PATCH', `${base}/${member.id}`, { roleTitle: 'Chief of finance', memberTypeId: role })),
      ).toMatchObject({
        roleTitle: 'Chief of finance',
        memberTypeId: role,
      });
      expect(dataOf(await call(ctx, owner.token, 'DELETE', `${base}/${member.id}`))).toEqual({ id: member.id, deleted: true });
      expect((await call(ctx, owner.token, 'GET', `${base}/${member.id}`)).statusCode).toBe(404);
    });
  });

  describe('lead investors, videos, links, images', () => {
    it('lead investors: add, read, change, photo, remove', async () => {
      const type = await lookupId(ctx, 'investor-type', 'angel');
      const lead = await add('/campaigns/equity/lead-investors', { name: 'Ada Capital', bio: 'Angel', investorTypeId: type });
      expect(dataOf(await call(ctx, owner.token, 'GET', `/campaigns/equity/lead-investors?campaignId=${id}`))).toEqual([
        expect.objectContaining({ id: lead.id, name: 'Ada Capital' }),
      ]);
      expect(fieldErrors(await call(ctx, owner.token, 'POST', '/campaigns/equity/lead-investors', { campaignId: id, name: ' ' }))).toEqual([
        'name: This field is required.',
      ]);
      expect(
        fieldErrors(await call(ctx, owner.token, 'PATCH', `/campaigns/equity/lead-investors/${lead.id}`, { investorTypeId: 999_999 })),
      ).toEqual(['investorTypeId: Please choose one of the listed options.']);
      expect(
        dataOf(await upload(ctx, owner.token, `/campaigns/equity/lead-investors/${lead.id}/photo`, { data: png(200, 200) })),
      ).toMatchObject({ photo: expect.stringMatching(/^\/uploads\//) });
      expect(
        dataOf(await call(ctx, owner.token, 'PATCH', `/campaigns/equity/lead-investors/${lead.id}`, { name: 'Ada Ventures' })),
      ).toMatchObject({ name: 'Ada Ventures' });
      expect((await call(ctx, owner.token, 'DELETE', `/campaigns/equity/lead-investors/${lead.id}`)).statusCode).toBe(200);
      expect(await db().select().from(campaignLeadInvestors).where(eq(campaignLeadInvestors.id, lead.id))).toEqual([]);
    });

    it('videos must be YouTube or Vimeo with a title; links need a title and a URL', async () => {
      const badVideo = await call(ctx, owner.token, 'POST', '/campaigns/equity/extras-videos', {
        campaignId: id,
        url: 'https://vimeo.com/channels/x',
        title: '',
      });
      expect(fieldErrors(badVideo).sort()).toEqual([
        'title: This field is required.',
        'url: Please enter a YouTube or Vimeo video address (youtube.com/watch?v=…, youtu.be/…, vimeo.com/…).',
      ]);
      const video = await add('/campaigns/equity/extras-videos', { url: 'https://vimeo.com/76979871', title: 'Tour' });
      expect(
        fieldErrors(await call(ctx, owner.token, 'PATCH', `/campaigns/equity/extras-videos/${video.id}`, { url: 'https://example.com/v' })),
      ).toHaveLength(1);
      expect(
        dataOf(await call(ctx, owner.token, 'PATCH', `/campaigns/equity/extras-videos/${video.id}`, { title: 'Farm tour' })),
      ).toMatchObject({ title: 'Farm tour', url: 'https://vimeo.com/76979871' });
      const badLink = await call(ctx, owner.token, 'POST', '/campaigns/equity/extras-links', {
        campaignId: id,
        title: '',
        url: 'ftp://files',
      });
      expect(fieldErrors(badLink).sort()).toEqual(['title: This field is required.', 'url: Please enter a valid URL.']);
      const link = await add('/campaigns/equity/extras-links', { title: 'Press', url: 'https://news.example.com/a' });
      expect(dataOf(await call(ctx, owner.token, 'GET', `/campaigns/equity/extras-links/${link.id}`))).toMatchObject({ title: 'Press' });
      expect(await db().select().from(campaignVideos).where(eq(campaignVideos.campaignId, id))).toHaveLength(1);
      expect(await db().select().from(campaignLinks).where(eq(campaignLinks.campaignId, id))).toHaveLength(1);
    });

    it('gallery images: format and size checked by content, a title required', async () => {
      const noTitle = await upload(ctx, owner.token, '/campaigns/equity/extras-images', { data: png(50, 50) }, { campaignId: String(id) });
      expect(fieldErrors(noTitle)).toEqual(['title: This field is required.']);
      const notImage = await upload(
        ctx,
        owner.token,
        '/campaigns/equity/extras-images',
        { data: '<svg onload=alert(1)>' },
        { campaignId: String(id), title: 'X' },
      );
      expect(fieldErrors(notImage)).toEqual(['file: Invalid file format: please upload a PNG, JPEG, GIF or WebP image.']);
      expect(await db().select().from(campaignImages).where(eq(campaignImages.campaignId, id))).toEqual([]);
      const image = createdOf<{ id: number; image: string }>(
        await upload(
          ctx,
          owner.token,
          '/campaigns/equity/extras-images',
          { data: png(640, 480) },
          { campaignId: String(id), title: 'Greenhouse', description: 'Inside' },
        ),
      );
      expect(image.image).toMatch(/^\/uploads\//);
      expect(
        dataOf(await call(ctx, owner.token, 'PATCH', `/campaigns/equity/extras-images/${image.id}`, { title: 'Greenhouse at dawn' })),
      ).toMatchObject({ title: 'Greenhouse at dawn' });
    });
  });

  describe('FAQs', () => {
    it('answers the platform questions once each and the owner’s own; required ones are marked', async () => {
      const [required] = await db()
        .insert(campaignFaqTemplates)
        .values({ question: 'Who are your customers?', isRequired: true, investingType: 'equity' })
        .returning();
      const [debtOnly] = await db()
        .insert(campaignFaqTemplates)
        .values({ question: 'How is the loan repaid?', isRequired: true, investingType: 'debt' })
        .returning();
      const templates = dataOf<{ id: number; isRequired: boolean }[]>(
        await call(ctx, null, 'GET', '/campaigns/faq-templates?investingType=equity'),
      );
      expect(templates.map((t) => t.id)).toContain(required!.id);
      expect(templates.map((t) => t.id)).not.toContain(debtOnly!.id);

      const missing = (await call(ctx, owner.token, 'GET', `/campaigns/equities/${id}/checklist`))
        .json()
        .data.data.sections.find((s: { key: string }) => s.key === 'faqs');
      expect(missing.missing).toContain(`faqs.${required!.id}`);

      const noAnswer = await call(ctx, owner.token, 'POST', '/campaigns/equity/campaign-faqs', {
        campaignId: id,
        questionId: required!.id,
        answer: '',
      });
      expect(fieldErrors(noAnswer)).toEqual(['answer: This field is required.']);
      const wrongType = await call(ctx, owner.token, 'POST', '/campaigns/equity/campaign-faqs', {
        campaignId: id,
        questionId: debtOnly!.id,
        answer: 'Yes',
      });
      expect(fieldErrors(wrongType)).toEqual(['questionId: This question does not exist or does not apply to this campaign.']);
      const faq = await add<Record<string, unknown>>('/campaigns/equity/campaign-faqs', {
        questionId: required!.id,
        question: 'Ignored',
        answer: 'Cities',
      });
      expect(faq).toMatchObject({ question: 'Who are your customers?', answer: 'Cities', isRequired: true });
      const twice = await call(ctx, owner.token, 'POST', '/campaigns/equity/campaign-faqs', {
        campaignId: id,
        questionId: required!.id,
        answer: 'Again',
      });
      expect(twice.statusCode).toBe(409);
      const own = await add('/campaigns/equity/campaign-faqs', { question: 'Why now?', answer: 'Demand.' });
      expect(
        dataOf(await call(ctx, owner.token, 'PATCH', `/campaigns/equity/campaign-faqs/${own.id}`, { question: 'Why today?' })),
      ).toMatchObject({ question: 'Why today?' });
      expect(fieldErrors(await call(ctx, owner.token, 'PATCH', `/campaigns/equity/campaign-faqs/${faq.id}`, { answer: '' }))).toEqual([
        'answer: This field is required.',
      ]);
      const sections = (await call(ctx, owner.token, 'GET', `/campaigns/equities/${id}/checklist`)).json().data.data.sections;
      expect(sections.find((s: { key: string }) => s.key === 'faqs').missing).not.toContain(`faqs.${required!.id}`);
      expect(await db().select().from(campaignFaqs).where(eq(campaignFaqs.campaignId, id))).toHaveLength(2);
      await db().update(campaignFaqTemplates).set({ active: false }).where(eq(campaignFaqTemplates.id, required!.id));
      await db().delete(campaignFaqTemplates).where(eq(campaignFaqTemplates.id, debtOnly!.id));
    });
  });

  describe('documents and the public parts', () => {
    it('PDF only, with a title and a visibility, stored privately; the public page sees private ones as locked titles', async () => {
      const docs = '/campaigns/equity/extras-document';
      const notPdf = await upload(
        ctx,
        owner.token,
        docs,
        { name: 'x.pdf', type: 'application/pdf', data: png(20, 20) },
        { campaignId: String(id), title: 'Deck', visibility: 'public' },
      );
      expect(fieldErrors(notPdf)).toEqual(['file: Invalid file format: please upload a PDF document.']);
      const badFields = await upload(
        ctx,
        owner.token,
        docs,
        { data: pdf() },
        { campaignId: String(id), title: '', visibility: 'everyone' },
      );
      expect(fieldErrors(badFields)).toEqual(['title: This field is required.', 'visibility: Please choose public or private.']);
      expect(await db().select().from(campaignDocuments).where(eq(campaignDocuments.campaignId, id))).toEqual([]);

      const pub = createdOf<{ id: number; url: string }>(
        await upload(ctx, owner.token, docs, { data: pdf('deck') }, { campaignId: String(id), title: 'Deck', visibility: 'public' }),
      );
      const priv = createdOf<{ id: number; fileId: string }>(
        await upload(ctx, owner.token, docs, { data: pdf('cap') }, { campaignId: String(id), title: 'Cap table', visibility: 'private' }),
      );
      expect(pub.url).toBe(`/api/v1/campaigns/${id}/documents/${pub.id}`);
      const [file] = await db().select().from(files).where(eq(files.id, priv.fileId));
      expect(file).toMatchObject({
        visibility: 'private',
        purpose: 'campaign-document',
        ownerId: owner.id,
        contentType: 'application/pdf',
      });

      const visitor = await loadCampaignParts(db(), id, { includePrivateDocuments: false });
      expect(visitor.documents).toEqual([
        expect.objectContaining({ id: pub.id, title: 'Deck', locked: false, url: pub.url }),
        expect.objectContaining({ id: priv.id, title: 'Cap table', locked: true, url: null, size: null }),
      ]);
      const granted = await loadCampaignParts(db(), id, { includePrivateDocuments: true });
      expect(granted.documents[1]).toMatchObject({ locked: false, url: `/api/v1/campaigns/${id}/documents/${priv.id}` });
      expect(visitor.team.every((m) => !('email' in m))).toBe(true);
      expect(visitor.videos).toHaveLength(1);

      expect(dataOf(await call(ctx, owner.token, 'PATCH', `${docs}/${priv.id}`, { visibility: 'public' }))).toMatchObject({
        visibility: 'public',
      });
      expect(dataOf(await call(ctx, owner.token, 'DELETE', `${docs}/${priv.id}`))).toEqual({ id: priv.id, deleted: true });
      expect(await db().select().from(files).where(eq(files.id, priv.fileId))).toEqual([]);
    });

    it('once submitted, the owner can no longer change the content parts', async () => {
      const other = await ownerUser(ctx);
      const draft = await newDraft(ctx, other.token);
      await db().update(campaigns).set({ status: 1 }).where(eq(campaigns.id, draft));
      const answers = await Promise.all([
        call(ctx, other.token, 'POST', '/campaigns/equity/team-members', {
          campaignId: draft,
          fullName: 'Late Joiner',
          roleTitle: 'CMO',
          email: 'late@example.test',
        }),
        call(ctx, other.token, 'POST', '/campaigns/equity/lead-investors', { campaignId: draft, name: 'Late Capital' }),
        call(ctx, other.token, 'POST', '/campaigns/equity/extras-links', { campaignId: draft, title: 'Late', url: 'https://example.com' }),
        call(ctx, other.token, 'POST', '/campaigns/equity/campaign-faqs', { campaignId: draft, question: 'Late?', answer: 'Yes' }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
    });
  });
});
