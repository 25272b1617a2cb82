export type EmailContent = {
  subject: string;
  /** Plain sentences; each becomes a paragraph. They are escaped: never pass HTML. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A closing line such as "If you did not ask for this, ignore this e-mail." */
  footnote?: string;
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One layout for every e-mail: plain text and a simple, accessible HTML version. */
export function renderLayout(content: EmailContent, site: { siteName: string; lang: string; dir: 'ltr' | 'rtl'; primaryColor: string }) {
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.footnote ? ['', content.footnote] : []),
    '',
    `— ${site.siteName}`,
  ].join('\n\n');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escape(content.action.url)}" style="background:${escape(site.primaryColor)};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escape(content.action.label)}</a></p><p style="font-size:13px;color:#4b5563;word-break:break-all">${escape(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${escape(site.lang)}" dir="${site.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(content.subject)}</title></head><body style="margin:0;background:#f3f4f6;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827"><div style="max-width:560px;margin:0 auto;padding:32px 16px"><div style="background:#ffffff;border-radius:8px;padding:32px;text-align:${site.dir === 'rtl' ? 'right' : 'left'}"><p style="font-size:18px;font-weight:700;margin:0 0 24px">${escape(site.siteName)}</p>${content.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.6;margin:0 0 16px">${escape(p)}</p>`).join('')}${button}${content.footnote ? `<p style="font-size:13px;color:#4b5563;margin-top:24px">${escape(content.footnote)}</p>` : ''}</div></div></body></html>`;
  return { subject: content.subject, text, html };
}
