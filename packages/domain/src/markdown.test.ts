import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders Markdown', () => {
    expect(renderMarkdown('## Title\n\n- one\n- **two**')).toBe(
      '<h2>Title</h2>\n<ul>\n<li>one</li>\n<li><strong>two</strong></li>\n</ul>\n',
    );
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>text', /<script/i],
    ['an event handler', '<img src="/a.png" onerror="alert(1)">', /onerror/i],
    ['a javascript: link', '[x](javascript:alert(1))', /javascript:/i],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2Zz4=)', /data:/i],
    ['an iframe', '<iframe src="https://evil.test"></iframe>', /<iframe/i],
    ['a style attribute', '<p style="position:fixed">x</p>', /style=/i],
  ])('removes %s', (_name, markdown, pattern) => {
    expect(renderMarkdown(markdown)).not.toMatch(pattern);
  });

  it('opens outside links in a new tab without an opener; keeps site links as they are', () => {
    expect(renderMarkdown('[a](https://example.com)')).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">a</a>',
    );
    expect(renderMarkdown('[b](/raise-capital)')).toContain('<a href="/raise-capital">b</a>');
  });
});

describe('renderMarkdown with heading levels', () => {
  it('keeps headings within the levels asked for', () => {
    expect(renderMarkdown('# A\n\n### B\n\n###### C', { headings: { min: 2, max: 4 } })).toBe('<h2>A</h2>\n<h3>B</h3>\n<h4>C</h4>\n');
  });
});
