import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import {
  campaignFaqInput,
  campaignStoryInput,
  campaignTermsInput,
  companyProfileInput,
  createCampaignInput,
  extrasDocumentFields,
  extrasInfoInput,
  fundraisingDetailInput,
  isVideoUrl,
  paymentDetailInput,
} from './campaigns';

describe('campaign input schemas (spec §5)', () => {
  it('debt or equity must be chosen', () => {
    expect(issuesOf(createCampaignInput, {})).toEqual(['investingType: campaigns.validation.investingType']);
    expect(issuesOf(createCampaignInput, { investingType: 'loan' })).toEqual(['investingType: campaigns.validation.investingType']);
    expect(issuesOf(createCampaignInput, { investingType: 'debt' })).toEqual([]);
  });

  it('company name: at least 10 characters, with letters', () => {
    expect(issuesOf(companyProfileInput, { companyName: 'Short Co' })).toEqual(['companyName: campaigns.validation.companyNameMin']);
    expect(issuesOf(companyProfileInput, { companyName: '1234567890' })).toEqual(['companyName: campaigns.validation.companyNameLetters']);
    expect(issuesOf(companyProfileInput, { companyName: 'Green Farms Ltd' })).toEqual([]);
  });

  it('PATCH semantics: absent stays, empty clears', () => {
    expect(companyProfileInput.parse({})).toEqual({});
    expect(companyProfileInput.parse({ companyTagLine: '', yearFounded: '' })).toEqual({ companyTagLine: null, yearFounded: null });
  });

  it('money is whole minor units; form digits are read as numbers', () => {
    expect(issuesOf(fundraisingDetailInput, { goal: 100.5 })).toEqual(['goal: campaigns.validation.wholeMinorUnits']);
    expect(issuesOf(fundraisingDetailInput, { goal: '100.5' })).toEqual(['goal: campaigns.validation.wholeMinorUnits']);
    expect(issuesOf(fundraisingDetailInput, { goal: 0 })).toEqual(['goal: campaigns.validation.positive']);
    expect(issuesOf(fundraisingDetailInput, { goal: 'ten' })).toEqual(['goal: validation.invalidType']);
    expect(fundraisingDetailInput.parse({ goal: '150000' })).toEqual({ goal: 150000 });
  });

  it('dates are real calendar days', () => {
    expect(issuesOf(fundraisingDetailInput, { closingDate: '2026-02-30' })).toEqual(['closingDate: campaigns.validation.date']);
    expect(issuesOf(fundraisingDetailInput, { closingDate: '01/02/2026' })).toEqual(['closingDate: campaigns.validation.date']);
  });

  it('price per share positive; equity percent with at most three decimals', () => {
    expect(issuesOf(campaignTermsInput, { pricePerShare: 0 })).toEqual(['pricePerShare: campaigns.validation.positive']);
    expect(issuesOf(campaignTermsInput, { pricePerShare: -5 })).toEqual(['pricePerShare: campaigns.validation.positive']);
    expect(issuesOf(campaignTermsInput, { equityAvailable: 12.3456 })).toEqual(['equityAvailable: campaigns.validation.percentDecimals']);
    expect(issuesOf(campaignTermsInput, { equityAvailable: 12.345, interestRateBps: 5.5 })).toEqual([
      'interestRateBps: campaigns.validation.wholeBasisPoints',
    ]);
  });

  it('story at most 255 characters; YouTube or Vimeo only', () => {
    expect(issuesOf(campaignStoryInput, { campaignStory: 'x'.repeat(256) })).toEqual(['campaignStory: campaigns.validation.storyMax']);
    expect(issuesOf(campaignStoryInput, { campaignStory: 'x'.repeat(255) })).toEqual([]);
    expect(issuesOf(campaignStoryInput, { videoUrl: 'https://dailymotion.com/video/x1' })).toEqual([
      'videoUrl: campaigns.validation.videoUrl',
    ]);
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', true],
    ['https://youtu.be/dQw4w9WgXcQ', true],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', true],
    ['https://vimeo.com/76979871', true],
    ['https://player.vimeo.com/video/76979871', true],
    ['https://www.youtube.com/watch?x=1', false],
    ['https://vimeo.com/channels/staff', false],
    ['https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ', false],
    ['javascript:alert(1)', false],
  ])('video URL %s → %s', (url, expected) => {
    expect(isVideoUrl(url)).toBe(expected);
  });

  it('social URLs must match their network', () => {
    expect(issuesOf(extrasInfoInput, { facebookUrl: 'https://twitter.com/acme', twitterUrl: 'https://x.com/acme' })).toEqual([
      'facebookUrl: campaigns.validation.facebookUrl',
    ]);
    expect(issuesOf(extrasInfoInput, { linkedinUrl: 'https://linkedin.com/company/acme', youtubeUrl: 'https://vimeo.com/1' })).toEqual([
      'youtubeUrl: campaigns.validation.youtubeUrl',
    ]);
  });

  describe('bank details', () => {
    const bank = {
      bankName: 'First Bank',
      accountType: 'checking',
      accountNumber: '123456789',
      confirmAccountNumber: '123456789',
      routingNumber: '021000021',
      tos: true,
    };
    it('accepts a complete account', () => {
      expect(issuesOf(paymentDetailInput, bank)).toEqual([]);
    });
    it.each<[string, Record<string, unknown>, string[]]>([
      [
        'account number too short',
        { accountNumber: '1234', confirmAccountNumber: '1234' },
        ['accountNumber: campaigns.validation.accountNumber'],
      ],
      [
        'account number too long',
        { accountNumber: '1'.repeat(21), confirmAccountNumber: '1'.repeat(21) },
        ['accountNumber: campaigns.validation.accountNumber'],
      ],
      [
        'account number not numeric',
        { accountNumber: '12345abc', confirmAccountNumber: '12345abc' },
        ['accountNumber: campaigns.validation.numericOnly'],
      ],
      ['confirmation differs', { confirmAccountNumber: '123456780' }, ['confirmAccountNumber: campaigns.validation.accountMismatch']],
      ['confirmation missing', { confirmAccountNumber: '' }, ['confirmAccountNumber: validation.required']],
      ['routing number of 8 digits', { routingNumber: '02100002' }, ['routingNumber: campaigns.validation.routingNumber']],
      ['terms not accepted', { tos: false }, ['tos: campaigns.validation.tosRequired']],
      ['bank name missing', { bankName: '' }, ['bankName: validation.required']],
    ])('%s', (_, patch, expected) => {
      expect(issuesOf(paymentDetailInput, { ...bank, ...patch })).toEqual(expected);
    });
    it('an ACH connection replaces bank details', () => {
      expect(issuesOf(paymentDetailInput, { achAccountId: 'acct_123' })).toEqual([]);
    });
  });

  it('documents need a title and a visibility', () => {
    expect(issuesOf(extrasDocumentFields, { campaignId: '3', title: '', visibility: 'secret' })).toEqual([
      'title: validation.required',
      'visibility: campaigns.validation.visibility',
    ]);
  });

  it('an FAQ is an answer to a question', () => {
    expect(issuesOf(campaignFaqInput, { campaignId: 1, answer: 'Yes' })).toEqual(['question: validation.required']);
    expect(issuesOf(campaignFaqInput, { campaignId: 1, questionId: 2, answer: '' })).toEqual(['answer: validation.required']);
  });
});
