import { describe, expect, it } from 'vitest';
import { contentRange, MAX_PAGE, parseListQuery } from './protocol';

describe('parseListQuery', () => {
  it('reads sort, range and filter as JSON', () => {
    expect(parseListQuery({ sort: '["title","desc"]', range: '[10,19]', filter: '{"lang":"fr"}' }, 25)).toEqual({
      sort: ['title', 'DESC'],
      start: 10,
      end: 19,
      filter: { lang: 'fr' },
    });
  });

  it('defaults to the first page and no filter', () => {
    expect(parseListQuery({}, 25)).toEqual({ sort: undefined, start: 0, end: 24, filter: {} });
  });

  it('caps a page at MAX_PAGE rows', () => {
    expect(parseListQuery({ range: '[100,999999]' }, 25)).toMatchObject({ start: 100, end: 100 + MAX_PAGE - 1 });
  });

  it.each([
    ['sort', { sort: '["title"]' }],
    ['sort', { sort: '{"title":"ASC"}' }],
    ['range', { range: '[1.5,3]' }],
    ['range', { range: '[3,1]' }],
    ['range', { range: '"0-9"' }],
    ['filter', { filter: 'null' }],
    ['filter', { filter: '"lang"' }],
    ['filter', { filter: '{' }],
  ])('refuses a malformed %s: %j', (field, query) => {
    expect(() => parseListQuery(query, 25)).toThrow(
      expect.objectContaining({ status: 400, fieldErrors: [{ field, message: 'validation.invalidFormat' }] }),
    );
  });
});

describe('contentRange', () => {
  it.each([
    [0, 2, 12, 'faqs 0-1/12'],
    [10, 5, 15, 'faqs 10-14/15'],
    [0, 0, 0, 'faqs 0-0/0'],
    [30, 0, 12, 'faqs 30-30/12'],
  ])('start %i, %i rows of %i → %s', (start, count, total, expected) => {
    expect(contentRange('faqs', start, count, total)).toBe(expected);
  });
});
