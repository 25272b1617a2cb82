import { describe, expect, it } from 'vitest';
import { sectionsToAdd } from './use-page-messages';

describe('sectionsToAdd (usePageMessages)', () => {
  it('merges each section once per language, and the sections a later page brings that are not held yet', () => {
    const held = new Set<string>();
    const browse = { campaigns: { browse: { title: 'Browse' }, validation: { required: 'Required' } } };
    expect(sectionsToAdd(held, 'en', browse)).toEqual(browse);
    // The same page again (a new request): nothing to merge.
    expect(sectionsToAdd(held, 'en', { campaigns: { browse: { title: 'Browse' }, validation: { required: 'Required' } } })).toBeNull();
    // Another page: only what it adds.
    expect(
      sectionsToAdd(held, 'en', {
        campaigns: { validation: { required: 'Required' }, reservations: { title: 'Reservations' } },
        bank: { form: 'Bank' },
      }),
    ).toEqual({ campaigns: { reservations: { title: 'Reservations' } }, bank: { form: 'Bank' } });
    // Another language holds nothing yet.
    expect(sectionsToAdd(held, 'fr', { campaigns: { browse: { title: 'Parcourir' } } })).toEqual({
      campaigns: { browse: { title: 'Parcourir' } },
    });
  });

  it('takes a text at a namespace top as a section of its own', () => {
    const held = new Set<string>();
    expect(sectionsToAdd(held, 'en', { note: 'A note' })).toEqual({ note: 'A note' });
    expect(sectionsToAdd(held, 'en', { note: 'A note' })).toBeNull();
  });
});
