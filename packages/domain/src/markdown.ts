import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

export type MarkdownOptions = {
  /**
   * Headings kept within these levels (a `#` becomes the lowest allowed, `#####` the highest), for
   * text shown under a page's own headings, such as a campaign's pitch (h2–h4).
   */
  headings?: { min: number; max: number };
};

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * Staff write content in Markdown; readers get sanitised HTML. Server-only (imported by path
 * "@cf/domain/markdown"), so no page bundle carries the parser.
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  const { headings } = options;
  const clamped: sanitizeHtml.IOptions['transformTags'] = headings
    ? Object.fromEntries(HEADINGS.map((tag, i) => [tag, `h${Math.min(Math.max(i + 1, headings.min), headings.max)}`] as const))
    : {};
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2']),
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      ...clamped,
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.href?.startsWith('http') ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      }),
    },
  });
}
