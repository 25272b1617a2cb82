import { describe, expect, it } from 'vitest';
import { missingItem, missingQuestionIds } from './checklistFields';

describe('missingItem', () => {
  it.each([
    ['companyName', { kind: 'field', label: 'resources.campaigns.fields.companyName' }],
    ['property.propertyCity', { kind: 'field', label: 'resources.campaigns.fields.propertyCity' }],
    ['faqs.12', { kind: 'question', id: 12 }],
    ['faqs.x', { kind: 'field', label: 'resources.campaigns.fields.faqs.x' }],
  ])('%s → %j', (field, expected) => expect(missingItem(field)).toEqual(expected));
});

describe('missingQuestionIds', () => {
  it('collects each unanswered required question once', () => {
    expect(missingQuestionIds([{ missing: ['companyName'] }, { missing: ['faqs.3', 'faqs.7'] }, { missing: ['faqs.3'] }])).toEqual([3, 7]);
    expect(missingQuestionIds([])).toEqual([]);
  });
});
