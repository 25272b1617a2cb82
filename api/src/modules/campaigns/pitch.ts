/**
 * The campaign's long-form pitch: Markdown written in the story step (campaignStoryInput.pitch),
 * shown rendered on the overview tab. The 255-character story stays the summary.
 */
import { renderMarkdown } from '@cf/domain/markdown';
import { CAMPAIGN_FIELDS } from '@cf/domain/schemas/campaign-fields';
import { z } from 'zod';

/** Sanitised HTML of a pitch (no script, style, event attributes or javascript: links); null when there is none. */
export const pitchHtmlOf = (pitch: string | null): string | null =>
  pitch?.trim() ? renderMarkdown(pitch, { headings: { min: 2, max: 4 } }) : null;

/** POST /campaigns/equities/:id/pitch-preview: the wizard's preview, rendered by the same code as the page. */
export const pitchPreviewInput = z.object({ pitch: z.string().max(CAMPAIGN_FIELDS.pitchMax, 'wizard.pitch.tooLong').default('') });
export const pitchPreviewOut = z.object({ html: z.string() });
