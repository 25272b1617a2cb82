import { describe, expect, it } from 'vitest';
import { z } from '../zod-setup';
import { commentInput, saveCampaignInput } from './campaign-review';
import { hasControlCharacter, pageQuery, sortOrder, stripBidiControls } from './common';
import { updateMeInput } from './profile';

describe('control characters (issue 12 item 2)', () => {
  it('NUL, other C0 characters, DEL and C1 are found; tab, newline and carriage return are not', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F', '\u0085', '\u009F'])
      expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
    expect(hasControlCharacter('line one\nline two\r\n\tindented, “quoted” — ünïcödé عربي')).toBe(false);
  });
});

describe('bidirectional overrides (issue 12 item 2)', () => {
  it('are stripped from text; other characters (right-to-left scripts included) are kept', () => {
    expect(stripBidiControls('a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j')).toBe('abcdefghij');
    expect(stripBidiControls('مرحبا \u200F Hello')).toBe('مرحبا \u200F Hello');
  });

  it('are dropped from comments and from the profile’s first and last names', () => {
    expect(commentInput.parse({ campaignId: 1, text: ' \u202Eexe.txt\u202C ' }).text).toBe('exe.txt');
    expect(commentInput.safeParse({ campaignId: 1, text: '\u202E\u2066' }).success).toBe(false);
    const me = updateMeInput.parse({ firstName: '\u2067Alice\u2069', lastName: 'Asker\u202E', slug: 'alice' });
    expect([me.firstName, me.lastName]).toEqual(['Alice', 'Asker']);
  });
});

describe('strict number coercion (issue 12 item 8)', () => {
  it('z.coerce.number() reads strings and numbers, never arrays, objects or booleans', () => {
    const n = z.coerce.number().int().min(1);
    expect(n.parse('3')).toBe(3);
    expect(n.parse(3)).toBe(3);
    for (const bad of [[1], ['1'], { valueOf: () => 1 }, true]) {
      const result = n.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ code: 'invalid_type', message: 'validation.invalidType' });
    }
    expect(n instanceof z.ZodNumber).toBe(true);
    expect(z.toJSONSchema(n)).toMatchObject({ type: 'integer', minimum: 1 });
  });

  it('shared schemas refuse campaignId: [1] and page: [2]', () => {
    expect(saveCampaignInput.safeParse({ campaignId: [1] }).success).toBe(false);
    expect(saveCampaignInput.parse({ campaignId: '1' })).toEqual({ campaignId: 1 });
    expect(pageQuery.safeParse({ page: ['2', '3'] }).success).toBe(false);
    expect(pageQuery.parse({ page: '2' })).toEqual({ page: 2 });
    expect(sortOrder.parse(undefined)).toBe(0);
  });
});
