import { campaignComments, campaigns, campaignTeamMembers, captchaSettings, DEMO_LOGINS, DEMO_PASSWORD } from '@cf/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createUser, latestNotifications, login, staffToken, useTestApp } from '../../../test/app';
import { insertCampaign, knownChallenge } from '../../../test/campaigns-public';

type Comment = {
  id: number;
  text: string;
  status: string;
  postType: string;
  fromCompany: boolean;
  isMine: boolean;
  author: { firstName: string } | null;
  replies: Comment[];
};

describe('the discussion', () => {
  const ctx = useTestApp();
  const call = apiCaller(ctx);
  let owner = { id: '', token: '' };
  let alice = { id: '', token: '' };
  let bob = { id: '', token: '' };
  let member = { id: '', token: '' };
  let staff = '';
  let campaignId = 0;

  const thread = async (token?: string) => {
    const res = await call('GET', `/campaigns/equity/comments?campaignId=${campaignId}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.data as Comment[];
  };
  const post = (token: string | undefined, body: Record<string, unknown>) =>
    call('POST', '/campaigns/equity/comments', token, { campaignId, ...body });

  beforeAll(async () => {
    owner = await createUser(ctx, { userType: 'campaign-owner', firstName: 'Olga', lastName: 'Owner' });
    alice = await createUser(ctx, { userType: 'investor', firstName: 'Alice', lastName: 'Asker' });
    bob = await createUser(ctx, { userType: 'investor', firstName: 'Bob', lastName: 'Bystander' });
    member = await createUser(ctx, { firstName: 'Tess', lastName: 'Team' });
    staff = await staffToken(ctx);
    campaignId = (await insertCampaign(ctx, { ownerId: owner.id, campaignName: 'Comet Coffee' })).id;
    await ctx.handle.db.insert(campaignTeamMembers).values({
      campaignId,
      fullName: 'Tess Team',
      roleTitle: 'CFO',
      email: 'tess@example.test',
      userId: member.id,
      acceptedAt: new Date(),
    });
  });

  it('visitors read the discussion but cannot post (401)', async () => {
    expect(await thread()).toEqual([]);
    expect((await post(undefined, { text: 'Hello' })).statusCode).toBe(401);
  });

  it('a comment is posted pending with the “awaiting approval” notice; only its author (and the owner and staff) see it', async () => {
    const res = await post(alice.token, { text: '  What is the payback period?  ', postType: 'comment' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Thank you! Your comment is awaiting approval.',
      data: { data: { text: 'What is the payback period?', status: 'pending', postType: 'comment', fromCompany: false, isMine: true } },
    });
    expect(await thread()).toEqual([]);
    expect(await thread(bob.token)).toEqual([]);
    expect((await thread(alice.token)).map((c) => c.status)).toEqual(['pending']);
    expect((await thread(owner.token)).map((c) => c.status)).toEqual(['pending']);
    expect((await thread(staff)).map((c) => c.status)).toEqual(['pending']);

    const [note] = await latestNotifications(ctx, owner.id);
    expect(note).toMatchObject({
      type: 'campaign-comment',
      text: 'Alice Asker commented on Comet Coffee: the comment awaits your approval.',
    });
    const fr = await call('POST', '/campaigns/equity/comments?language=fr', bob.token, { campaignId, text: 'Bonjour' });
    expect(fr.json().message).toBe('Merci ! Votre commentaire est en attente de validation.');
  });

  it('keeps comments between 1 and 200 characters', async () => {
    const long = await post(alice.token, { text: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'text', message: 'Must be at most 200 characters.' }]);
    expect((await post(alice.token, { text: '   ' })).statusCode).toBe(400);
    expect((await post(alice.token, { text: 'y'.repeat(200) })).statusCode).toBe(201);
  });

  it('the owner approves: the comment shows to everyone; declined and spam ones are hidden again', async () => {
    const [pending] = await thread(alice.token);
    const approved = await call('PATCH', `/campaigns/equity/comments/${pending!.id}`, owner.token, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.data.status).toBe('approved');
    const [row] = await ctx.handle.db.select().from(campaignComments).where(eq(campaignComments.id, pending!.id));
    expect(row).toMatchObject({ status: 'approved', moderatedById: owner.id, moderatedAt: expect.any(Date) });
    expect((await thread()).map((c) => c.id)).toContain(pending!.id);
    expect((await thread(bob.token)).find((c) => c.id === pending!.id)).toMatchObject({ author: { firstName: 'Alice' }, isMine: false });

    const spam = (await post(bob.token, { text: 'Buy cheap followers' })).json().data.data;
    await call('PATCH', `/campaigns/equity/comments/${spam.id}`, staff, { status: 'spam' });
    const declined = (await post(bob.token, { text: 'Off topic' })).json().data.data;
    await call('PATCH', `/campaigns/equity/comments/${declined.id}`, owner.token, { status: 'declined' });
    for (const token of [undefined, bob.token, owner.token]) {
      const ids = (await thread(token)).map((c) => c.id);
      expect(ids).not.toContain(spam.id);
      expect(ids).not.toContain(declined.id);
    }
  });

  it('only the owner and staff moderate', async () => {
    const [approved] = (await thread()).filter((c) => c.status === 'approved');
    const res = await call('PATCH', `/campaigns/equity/comments/${approved!.id}`, bob.token, { status: 'spam' });
    expect(res.statusCode).toBe(403);
    const member403 = await call('PATCH', `/campaigns/equity/comments/${approved!.id}`, member.token, { status: 'spam' });
    expect(member403.statusCode).toBe(403);
    expect((await call('PATCH', `/campaigns/equity/comments/${approved!.id}`, owner.token, { status: 'pending' })).statusCode).toBe(400);
    expect((await call('PATCH', '/campaigns/equity/comments/99999999', owner.token, { status: 'approved' })).statusCode).toBe(404);
  });

  it('replies go to approved comments only, and carry the company badge when the owner or a team member writes them', async () => {
    const [approved] = (await thread()).filter((c) => c.status === 'approved');
    const pendingOne = (await post(bob.token, { text: 'Still waiting' })).json().data.data;
    const refused = await post(alice.token, { text: 'Me too', postType: 'reply', parentId: pendingOne.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'parentId', message: 'You can only reply to an approved comment.' }]);
    expect((await post(alice.token, { text: 'Reply', postType: 'reply' })).statusCode).toBe(400);

    const fromOwner = await post(owner.token, { text: 'About four years.', postType: 'reply', parentId: approved!.id });
    expect(fromOwner.statusCode).toBe(201);
    // The owner's own message shows at once (they would approve it anyway).
    expect(fromOwner.json()).toMatchObject({
      message: 'Your message is posted.',
      data: { data: { status: 'approved', fromCompany: true } },
    });
    const fromMember = await post(member.token, { text: 'Details in the plan.', postType: 'reply', parentId: approved!.id });
    expect(fromMember.json()).toMatchObject({
      message: 'Thank you! Your reply is awaiting approval.',
      data: { data: { status: 'pending', fromCompany: true, postType: 'reply' } },
    });
    await call('PATCH', `/campaigns/equity/comments/${fromMember.json().data.data.id}`, owner.token, { status: 'approved' });
    const fromInvestor = await post(bob.token, { text: 'Thanks!', postType: 'reply', parentId: approved!.id });
    await call('PATCH', `/campaigns/equity/comments/${fromInvestor.json().data.data.id}`, owner.token, { status: 'approved' });

    const visible = (await thread()).find((c) => c.id === approved!.id)!;
    expect(visible.replies.map((r) => [r.text, r.fromCompany])).toEqual([
      ['About four years.', true],
      ['Details in the plan.', true],
      ['Thanks!', false],
    ]);
    // A reply to a reply is refused: the discussion is two levels deep.
    const nested = await post(alice.token, { text: 'Nested', postType: 'reply', parentId: visible.replies[0]!.id });
    expect(nested.statusCode).toBe(400);
  });

  it('asks for the captcha when staff switch it on for comments', async () => {
    await ctx.handle.db.update(captchaSettings).set({ comments: true });
    try {
      const missing = await post(alice.token, { text: 'With captcha' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([{ field: 'captchaText', message: 'Please enter the captcha text.' }]);
      const wrong = await post(alice.token, { text: 'With captcha', captchaId: await knownChallenge(ctx, 'abcde'), captchaText: 'zzzzz' });
      expect(wrong.json().message).toBe('Captcha does not match.');
      const right = await post(alice.token, { text: 'With captcha', captchaId: await knownChallenge(ctx, 'abcde'), captchaText: 'ABCDE' });
      expect(right.statusCode).toBe(201);
    } finally {
      await ctx.handle.db.update(captchaSettings).set({ comments: false });
    }
  });

  it('cannot comment on a campaign visitors cannot see; its discussion is a 404 to others', async () => {
    const draft = await insertCampaign(ctx, { ownerId: owner.id, status: 0 });
    expect((await call('POST', '/campaigns/equity/comments', alice.token, { campaignId: draft.id, text: 'Hi' })).statusCode).toBe(404);
    expect((await call('GET', `/campaigns/equity/comments?campaignId=${draft.id}`, alice.token)).statusCode).toBe(404);
    expect((await call('GET', `/campaigns/equity/comments?campaignId=${draft.id}`, owner.token)).statusCode).toBe(200);
  });

  it('the author or staff delete a comment, with its replies', async () => {
    const [approved] = (await thread()).filter((c) => c.status === 'approved' && c.replies.length > 0);
    expect((await call('DELETE', `/campaigns/equity/comments/${approved!.id}`, bob.token)).statusCode).toBe(403);
    const res = await call('DELETE', `/campaigns/equity/comments/${approved!.id}`, alice.token);
    expect(res.statusCode).toBe(200);
    expect(await ctx.handle.db.select().from(campaignComments).where(eq(campaignComments.parentId, approved!.id))).toEqual([]);
    const mine = (await post(bob.token, { text: 'To delete' })).json().data.data;
    expect((await call('DELETE', `/campaigns/equity/comments/${mine.id}`, staff)).statusCode).toBe(200);
  });

  it('shows the demo thread with the company’s reply to everyone', async () => {
    const token = await login(ctx, DEMO_LOGINS.investor, DEMO_PASSWORD);
    const [solar] = await ctx.handle.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, 'solarnest-home-batteries'));
    const res = await call('GET', `/campaigns/equity/comments?campaignId=${solar!.id}`, token);
    const comments = res.json().data.data as Comment[];
    expect(comments.length).toBe(2);
    expect(comments.every((c) => c.status === 'approved')).toBe(true);
    expect(comments.flatMap((c) => c.replies).every((r) => r.fromCompany)).toBe(true);
  });
});
