import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { z } from '../zod-setup';
import { analyticsId, email, emptyToNull, hexColour, httpUrl, imageRef, ipList, langCode, linkTarget, slug, sortOrder } from './common';

const ok = (schema: z.ZodType, input: unknown) => expect(issuesOf(schema, input), JSON.stringify(input)).toEqual([]);
const bad = (schema: z.ZodType, input: unknown, message: string) =>
  expect(
    issuesOf(schema, input).map((i) => i.replace(/^[^:]*: /, '')),
    JSON.stringify(input),
  ).toContain(message);

describe('linkTarget: a site path or an http(s) URL', () => {
  it.each(['/raise-capital', '/content-page/about-us?x=1', 'https://example.com', 'http://example.com/a?b=c', 'HTTPS://EXAMPLE.COM'])(
    'accepts %s',
    (v) => ok(linkTarget, v),
  );
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.test/path',
    'mailto:a@b.test',
    'ftp://example.com',
    'example.com',
    'https://',
    'https:// spaces.test',
  ])('refuses %s', (v) => bad(linkTarget, v, 'validation.invalidUrl'));
});

describe('imageRef: an uploaded or bundled path, or an https URL', () => {
  it.each(['/uploads/abc.png', '/demo/logo.svg', 'https://cdn.example.com/a.png'])('accepts %s', (v) => ok(imageRef, v));
  it.each(['javascript:alert(1)', 'http://insecure.test/a.png', 'data:image/png;base64,AAAA', '//cdn.test/a.png', 'a.png'])(
    'refuses %s',
    (v) => bad(imageRef, v, 'validation.invalidImage'),
  );
});

describe('httpUrl', () => {
  it.each(['https://example.com/deck', 'http://example.com'])('accepts %s', (v) => ok(httpUrl, v));
  it.each(['javascript:alert(1)', 'ftp://example.com', 'https://localhost', 'not a url'])('refuses %s', (v) =>
    bad(httpUrl, v, 'validation.invalidUrl'),
  );
});

describe('small formats', () => {
  it.each<[string, z.ZodType, unknown[], unknown[], string]>([
    ['slug', slug, ['about-us', 'a1', 'x'], ['About-Us', 'a--b', '-a', 'a b', 'é', ''], 'validation.slug'],
    ['langCode', langCode, ['en', 'fr', 'pt-BR'], ['english', 'EN', 'pt-br', 'e'], 'validation.languageCode'],
    ['hexColour', hexColour, ['#0b5cad', '#FFFFFF'], ['red', '#fff', '#12345g', '0b5cad'], 'validation.hexColour'],
    [
      'analyticsId',
      analyticsId,
      ['G-ABC1234', 'UA-12345-1', 'GT-XYZ1234'],
      ['<script>', 'G-', 'ABC-1234', "G-1234');alert(1)//"],
      'validation.analyticsId',
    ],
    [
      'ipList',
      ipList,
      ['203.0.113.1', '203.0.113.1, 2001:db8::1', '10.0.0.1 10.0.0.2', ''],
      ['300.1.1.1', '10.0.0', 'localhost', '10.0.0.1;rm'],
      'validation.ipList',
    ],
  ])('%s', (_name, schema, good, wrong, message) => {
    for (const v of good) ok(schema, v);
    for (const v of wrong) bad(schema, v, message);
  });

  it('email trims and lower-cases', () => {
    expect(email.parse('  Ada@Example.TEST ')).toBe('ada@example.test');
    bad(email, 'nope', 'validation.invalidEmail');
    bad(email, '', 'validation.required');
  });

  it('sortOrder coerces, defaults to 0 and stays in range', () => {
    expect(sortOrder.parse(undefined)).toBe(0);
    expect(sortOrder.parse('7')).toBe(7);
    expect(sortOrder.safeParse(-1).success).toBe(false);
    expect(sortOrder.safeParse(1.5).success).toBe(false);
  });
});

describe('emptyToNull: an optional field', () => {
  const schema = z.object({ link: emptyToNull(linkTarget) });
  it.each([[{}], [{ link: undefined }], [{ link: null }], [{ link: '' }], [{ link: '   ' }]])('%j is stored as null', (input) => {
    expect(schema.parse(input)).toEqual({ link: null });
  });
  it('keeps a value and still validates it', () => {
    expect(schema.parse({ link: '/a' })).toEqual({ link: '/a' });
    expect(issuesOf(schema, { link: 'javascript:alert(1)' })).toEqual(['link: validation.invalidUrl']);
  });
});
