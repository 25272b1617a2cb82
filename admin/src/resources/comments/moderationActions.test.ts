import { describe, expect, it } from 'vitest';
import { moderationActions } from './moderationActions';

describe('moderationActions', () => {
  it.each([
    ['pending', ['approve', 'decline', 'spam']],
    ['approved', ['decline', 'spam']],
    ['declined', ['approve', 'spam']],
    ['spam', ['approve', 'decline']],
    [undefined, []],
  ])('%s → %j', (status, expected) => expect(moderationActions(status)).toEqual(expected));
});
