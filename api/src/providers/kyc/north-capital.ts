import type { AppConfig } from '../../config';
import { callProvider, KycProviderUnavailableError, type ProviderResponse } from './errors';
import type { KycContext, KycPartyData, KycProviderAdapter, KycResult } from './types';

/**
 * North Capital Transact API (TAPI v3). Every call carries `clientID` and `developerAPIKey` in a
 * form body (x-www-form-urlencoded; multipart for documents). Success is `statusCode` "101";
 * any other code comes with `statusDesc`, which is what the user is shown.
 */
const OK = '101';
const NAME = 'northkyc';

const DOMICILE: Record<string, string> = { 'us-citizen': 'U.S. Citizen', 'us-resident': 'U.S. Resident', 'non-resident': 'non-resident' };
const EMPLOYMENT: Record<string, string> = {
  employed: 'Employed',
  'self-employed': 'Self-Employed',
  unemployed: 'Not Employed',
  retired: 'Retired',
  student: 'Student',
};
const DOCUMENT_TITLE: Record<string, string> = {
  passport: 'Passport',
  'id-card': 'ID card',
  'driving-licence': 'Driving licence',
  'proof-of-address': 'Proof of address',
  other: 'Document',
};

type Body = Record<string, unknown>;

/** TAPI dates are MM-DD-YYYY. */
const tapiDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}-${d}-${y}`;
};

function partyFields(p: KycPartyData, ctx: KycContext): Record<string, string> {
  const major = (minor: number | null) => (minor === null ? undefined : String(Math.floor(minor / 10 ** ctx.currencyDecimals)));
  const fields: Record<string, string | undefined> = {
    domicile: p.domicile ? DOMICILE[p.domicile] : undefined,
    firstName: p.firstName,
    middleInitial: p.middleInitial?.replace('.', '') ?? undefined,
    lastName: p.lastName,
    socialSecurityNumber: p.ssn ?? undefined,
    dob: tapiDate(p.dateOfBirth),
    primAddress1: p.primaryAddress ?? undefined,
    primCity: p.city ?? undefined,
    primState: p.state ?? undefined,
    primZip: p.postalCode ?? undefined,
    primCountry: p.country ?? undefined,
    emailAddress: p.email,
    emailAddress2: p.alternateEmail ?? undefined,
    phone: p.phone?.replace(/\D/g, '') || undefined,
    phone2: p.alternatePhone?.replace(/\D/g, '') || undefined,
    occupation: p.occupation ?? undefined,
    associatedPerson: p.brokerDealerAssociated ? 'Yes' : 'No',
    empStatus: p.employmentStatus ? EMPLOYMENT[p.employmentStatus] : undefined,
    empName: p.employerName ?? undefined,
    currentAnnIncome: major(p.currentAnnualIncome),
    avgAnnIncome: major(p.averageAnnualIncome),
    currentHouseholdIncome: major(p.currentHouseholdIncome),
    avgHouseholdIncome: major(p.averageHouseholdIncome),
    householdNetworth: major(p.householdNetWorth),
    tags: p.tags ?? undefined,
    notes:
      [
        p.notes,
        p.employerDetails ? `Employer: ${p.employerDetails}` : null,
        p.investingFor === 'other' ? 'Investing for another person or entity' : null,
      ]
        .filter(Boolean)
        .join('\n') || undefined,
    createdIpAddress: ctx.ip,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Errors of an answer that is not "101": the provider's own description, shown as it is. */
function failure(response: ProviderResponse): string[] | null {
  const body = response.body as Body;
  const code = body && typeof body === 'object' ? String(body.statusCode ?? '') : '';
  if (response.status < 400 && code === OK) return null;
  return [str(body?.statusDesc) ?? `North Capital error ${code || response.status}`];
}

const STATUS_APPROVED = /approved/i;
const STATUS_DECLINED = /disapproved|declined|fail/i;

/** KYC and AML statuses ("Auto Approved", "Manually Approved", "Disapproved", "Pending") to our outcome. */
function outcomeOf(kyc: string | null, aml: string | null): KycResult['outcome'] {
  if ((kyc && STATUS_DECLINED.test(kyc)) || (aml && STATUS_DECLINED.test(aml))) return 'declined';
  if (kyc && aml && STATUS_APPROVED.test(kyc) && STATUS_APPROVED.test(aml)) return 'approved';
  return 'pending';
}

/** performKycAmlBasic's `kyc` object: statuses, and qualifiers (address mismatch...) as warnings. */
function kycResult(kyc: Body): KycResult {
  const response = (kyc.response ?? {}) as Body;
  const qualifiers = ((response.qualifiers as Body | undefined)?.qualifier ?? []) as unknown;
  const list = Array.isArray(qualifiers) ? qualifiers : [qualifiers];
  const warnings = list.map((q) => str((q as Body)?.message)).filter((m): m is string => m !== null);
  const summary = str((response['summary-result'] as Body | undefined)?.message);
  const outcome = outcomeOf(str(kyc.kycstatus), str(kyc.amlstatus));
  const errors =
    outcome === 'declined' ? [`KYC: ${str(kyc.kycstatus) ?? '-'}; AML: ${str(kyc.amlstatus) ?? '-'}${summary ? ` (${summary})` : ''}`] : [];
  return { errors, warnings, outcome };
}

export function northCapitalKyc(config: AppConfig['kyc']['northCapital']): KycProviderAdapter {
  const base = config.url.replace(/\/+$/, '');

  function credentials(): Record<string, string> {
    if (!config.clientId || !config.developerKey)
      throw new KycProviderUnavailableError(NAME, 'NORTHCAPITAL_CLIENT_ID / NORTHCAPITAL_DEVELOPER_KEY not set');
    return { clientID: config.clientId, developerAPIKey: config.developerKey };
  }

  async function call(method: 'PUT' | 'POST', endpoint: string, fields: Record<string, string>): Promise<ProviderResponse> {
    const response = await callProvider(NAME, `${base}/${endpoint}`, {
      method,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...credentials(), ...fields }).toString(),
    });
    if (response.status === 401 || response.status === 403)
      throw new KycProviderUnavailableError(NAME, `HTTP ${response.status}: credentials refused`);
    return response;
  }

  return {
    name: NAME,

    async createParty(party, ctx) {
      const response = await call('PUT', 'createParty', partyFields(party, ctx));
      const errors = failure(response);
      if (errors) return { errors, warnings: [], outcome: 'pending', partyId: null };
      // "partyDetails": [true, [{ "partyId": "P1234", "KYCstatus": ..., "AMLstatus": ... }]]
      const details = (response.body as Body).partyDetails as unknown[];
      const first = (Array.isArray(details?.[1]) ? details[1][0] : undefined) as Body | undefined;
      const partyId = str(first?.partyId);
      if (!partyId) throw new KycProviderUnavailableError(NAME, 'createParty answered without a partyId');
      return { errors: [], warnings: [], outcome: 'pending', partyId };
    },

    async updateParty(partyId, party, ctx) {
      const response = await call('POST', 'updateParty', { partyId, ...partyFields(party, ctx) });
      return { errors: failure(response) ?? [], warnings: [], outcome: 'pending' };
    },

    async uploadDocument(partyId, _party, doc, ctx) {
      const form = new FormData();
      for (const [key, value] of Object.entries({ ...credentials(), partyId, createdIpAddress: ctx.ip })) form.append(key, value);
      form.append('file_name', `filename0="${doc.fileName}"`);
      form.append('documentTitle', `documentTitle0="${DOCUMENT_TITLE[doc.documentType] ?? 'Document'}"`);
      form.append('userfile0', new Blob([new Uint8Array(doc.bytes)], { type: doc.contentType }), doc.fileName);
      const response = await callProvider(NAME, `${base}/uploadPartyDocument`, {
        method: 'POST',
        body: form,
        headers: { accept: 'application/json' },
      });
      if (response.status === 401 || response.status === 403)
        throw new KycProviderUnavailableError(NAME, `HTTP ${response.status}: credentials refused`);
      const errors = failure(response);
      if (errors) return { errors, warnings: [], outcome: 'pending', providerRef: null };
      const body = response.body as Body;
      const details = body.document_details;
      const ref = str(body.documentId) ?? (Array.isArray(details) ? str((details[0] as Body | undefined)?.documentId) : null);
      return { errors: [], warnings: [], outcome: 'pending', providerRef: ref };
    },

    async check(partyId) {
      const response = await call('POST', 'performKycAmlBasic', { partyId });
      const errors = failure(response);
      if (errors) return { errors, warnings: [], outcome: 'pending' };
      return kycResult(((response.body as Body).kyc ?? {}) as Body);
    },

    async status(partyId) {
      const response = await call('POST', 'getKycAml', { partyId });
      const errors = failure(response);
      if (errors) return { errors, warnings: [], outcome: 'pending' };
      const body = response.body as Body;
      if (body.kyc && typeof body.kyc === 'object') return kycResult(body.kyc as Body);
      // { "KYC Status": "Auto Approved", "Party Status": { "AML status": "Auto Approved" } }
      const kyc = str(body['KYC Status']);
      const aml = str((body['Party Status'] as Body | undefined)?.['AML status']);
      const outcome = outcomeOf(kyc, aml);
      return { errors: outcome === 'declined' ? [`KYC: ${kyc ?? '-'}; AML: ${aml ?? '-'}`] : [], warnings: [], outcome };
    },
  };
}
