import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Staff write content in Markdown; readers get sanitised HTML. Server-only (imported by path
 * "@cf/domain/markdown"), so no page bundle carries the parser.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2']),
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.href?.startsWith('http') ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      }),
    },
  });
}
