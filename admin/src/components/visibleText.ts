/** A piece of user text: as written, or one invisible character spelled out. */
export type TextSegment = { text: string; marker: boolean };

/**
 * Characters that change or hide what a moderator reads: C0/C1 controls (but tab and line breaks),
 * bidirectional overrides, embeddings, isolates and marks, zero-width characters, the BOM, and the
 * replacement character (a sign of broken encoding, easy to overlook).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\uFFFD]/gu;

/** The marker shown in place of a hidden character: ⟨U+202E⟩. */
export function codePointMarker(char: string): string {
  return `⟨U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟩`;
}

/** Splits user text into plain runs and markers, so nothing invisible reaches a moderator unseen. */
export function visibleSegments(value: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of value.matchAll(HIDDEN)) {
    if (match.index > last) segments.push({ text: value.slice(last, match.index), marker: false });
    segments.push({ text: codePointMarker(match[0]), marker: true });
    last = match.index + match[0].length;
  }
  if (last < value.length) segments.push({ text: value.slice(last), marker: false });
  return segments;
}

/** The same as one string (for labels, titles and grid cells' text). */
export function visibleText(value: string): string {
  return visibleSegments(value)
    .map((segment) => segment.text)
    .join('');
}
