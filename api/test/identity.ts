import { inflateSync } from 'node:zlib';
import { bearer, createUser, type TestContext } from './app';

/** A complete, valid investor profile (amounts in cents of the site currency, USD in the seed). */
export const validProfile = {
  yearlyIncome: 25_000_000,
  netWorth: 150_000_000,
  hasSpouseIncome: false,
  incomeLastYear: 21_000_000,
  incomeYearBefore: 20_500_000,
  investedInCrowdfunding12m: true,
  crowdfundingAmount12m: 500_000,
  jobTitle: 'Engineer',
  jobIndustry: 'Software',
  dateOfBirth: '1980-05-17',
  ssn: '123-45-6789',
  legalName: 'Ada Lovelace',
  email: 'ada@example.test',
  phone: '+1 212 555 0100',
  address: '12 Analytical Street',
  city: 'New York',
  state: 'NY',
  postalCode: '10001',
  country: 'US',
};

/** A valid KYC party (spec §3 "KYC"). */
export const validParty = {
  firstName: 'Ada',
  middleInitial: 'B',
  lastName: 'Lovelace',
  dateOfBirth: '1980-05-17',
  domicile: 'us-citizen',
  primaryAddress: '12 Analytical Street',
  city: 'New York',
  state: 'NY',
  postalCode: '10001',
  country: 'US',
  alternateEmail: 'ada.alt@example.test',
  occupation: 'Engineer',
  brokerDealerAssociated: false,
  employmentStatus: 'employed',
  employerName: 'Engines Ltd',
  currentAnnualIncome: 25_000_000,
  householdNetWorth: 150_000_000,
  investingFor: 'self',
};

/** A signed-in investor who has an investor profile (accredited by net worth unless changed). */
export async function investorWithProfile(ctx: TestContext, profile: Partial<typeof validProfile> = {}) {
  const user = await createUser(ctx, { userType: 'investor' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/investor-profiles',
    headers: bearer(user.token),
    payload: { ...validProfile, ...profile },
  });
  if (res.statusCode !== 201) throw new Error(`profile not created: ${res.body}`);
  return user;
}

/** A minimal valid PDF. */
export const tinyPdf = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** A real 100×80 greyscale JPEG (decodable: uploads are re-encoded, see lib/image-clean). */
export const tinyJpeg = (): Buffer =>
  Buffer.from(
    '/9j/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCABQAGQBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP/9k=',
    'base64',
  );

/** Uploads that must be refused by content: an HTML page named .png, an SVG with a script. */
export const htmlAsPng = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
export const svgWithScript = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>';

/** A multipart body with text fields and optional files, as a browser sends it. */
export async function form(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; data: Buffer | string }[] = [],
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files)
    body.append(
      file.field,
      new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], { type: file.type }),
      file.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** The standard 14 fonts use WinAnsi: Latin-1 except for typographic signs in 0x80–0x9F. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' };
const winAnsi = (code: number) => WIN_ANSI[code] ?? String.fromCharCode(code);

/**
 * The text of a PDF made by react-pdf (pdfkit): each content stream is inflated and its glyph
 * codes are mapped back to characters through the fonts' ToUnicode maps (Type0 fonts) or read as
 * Latin-1 (the standard 14 fonts).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: Buffer | null }>();
  const objectPattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = objectPattern.exec(source); m; m = objectPattern.exec(source)) {
    const body = m[2]!;
    const streamAt = body.indexOf('stream');
    let stream: Buffer | null = null;
    if (streamAt >= 0) {
      const start = m.index + m[0].indexOf(body) + streamAt + 'stream'.length + (body[streamAt + 6] === '\r' ? 2 : 1);
      const end = source.indexOf('endstream', start);
      const raw = pdf.subarray(start, end);
      try {
        stream = /FlateDecode/.test(body.slice(0, streamAt)) ? inflateSync(raw) : raw;
      } catch {
        stream = raw;
      }
    }
    objects.set(m[1]!, { dict: streamAt >= 0 ? body.slice(0, streamAt) : body, stream });
  }
  const cmaps = new Map<string, Map<number, string>>();
  const cmapOf = (fontRef: string): Map<number, string> | null => {
    if (cmaps.has(fontRef)) return cmaps.get(fontRef)!;
    const font = objects.get(fontRef);
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '')?.[1];
    if (!toUnicode) return null;
    const text = objects.get(toUnicode)?.stream?.toString('latin1') ?? '';
    const map = new Map<number, string>();
    const hex = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((c) => parseInt(c, 16)));
    for (const range of text.matchAll(/^<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gim)) {
      const first = parseInt(range[1]!, 16);
      // An entry may hold several characters (a ligature): <0066 0069> is "fi".
      [...range[3]!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((d, i) => map.set(first + i, hex(d[1]!.replace(/ /g, ''))));
    }
    for (const range of text.matchAll(/^<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*$/gim)) {
      const first = parseInt(range[1]!, 16);
      const last = parseInt(range[2]!, 16);
      const base = parseInt(range[3]!, 16);
      for (let code = first; code <= last; code++) map.set(code, String.fromCodePoint(base + code - first));
    }
    cmaps.set(fontRef, map);
    return map;
  };
  const fontRefs = new Map<string, string>();
  for (const { dict } of objects.values()) for (const f of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontRefs.set(f[1]!, f[2]!);

  let out = '';
  for (const { stream } of objects.values()) {
    const content = stream?.toString('latin1') ?? '';
    if (!content.includes('BT')) continue;
    let cmap: Map<number, string> | null = null;
    for (const token of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj|ET/gi)) {
      if (token[1]) cmap = cmapOf(fontRefs.get(token[1]) ?? '');
      else if (token[0] === 'ET') out += '\n';
      else {
        const parts = token[2] !== undefined ? [...token[2].matchAll(/<([0-9a-f]*)>/gi)].map((p) => p[1]!) : [token[3]!];
        for (const hexText of parts) {
          if (cmap) for (const code of hexText.match(/.{4}/g) ?? []) out += cmap.get(parseInt(code, 16)) ?? '';
          else for (const code of hexText.match(/.{2}/g) ?? []) out += winAnsi(parseInt(code, 16));
        }
      }
    }
  }
  return out;
}
