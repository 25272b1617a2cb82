/**
 * Number formats by language and options, built once: building an Intl.NumberFormat costs far more
 * than using it, and a page may format hundreds of numbers (a portfolio ring's slices, a table).
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    // Languages come from a short list; the bound only guards against a caller that does not keep to it.
    if (formats.size >= 256) formats.clear();
    try {
      format = new Intl.NumberFormat(lang, options);
    } catch {
      // A malformed language tag (a staff-added content language) must not break a page: English digits.
      format = new Intl.NumberFormat('en', options);
    }
    formats.set(key, format);
  }
  return format;
}
