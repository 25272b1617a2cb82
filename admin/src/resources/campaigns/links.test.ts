import { describe, expect, it } from 'vitest';
import { safeHref } from './links';

describe('safeHref', () => {
  it.each([
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
    [' http://example.com ', 'http://example.com'],
    ['/uploads/logo.png', '/uploads/logo.png'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,<script>', null],
    ['//evil.example', null],
    ['example.com', null],
    ['https://exa mple.com', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j → %j', (value, expected) => expect(safeHref(value)).toBe(expected));
});
