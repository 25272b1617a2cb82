import type { Kiis } from '@cf/domain/schemas/compliance';

/** A platform language the owner may write a sheet in. */
export type KiisLanguage = { code: string; nativeName: string; direction: 'ltr' | 'rtl' };

/** What the editor shows: every sheet written so far, the languages, the one being edited, and whether ECSP applies. */
export type KiisData = { sheets: Kiis[]; languages: KiisLanguage[]; selected: string; ecsp: boolean };

/** The wizard's and the dashboard's addresses of the editor. */
export const kiisWizardPath = (id: number) => `/create-campaign/kiis/${id}`;
export const kiisTabPath = (id: number) => `/campaign-dashboard/${id}/kiis`;
