import type { AppConfig } from '../../config';
import { randomToken } from '../../lib/crypto';
import { callProvider, KycProviderUnavailableError, type ProviderResponse } from './errors';
import type { KycContext, KycPartyData, KycProviderAdapter, KycResult } from './types';

/**
 * Shufti Pro verification API: one endpoint for verification requests (POST, JSON, HTTP basic auth
 * with the client id and secret key) and `/status` for a request's state. Shufti has no "party":
 * the party's reference is the reference of its first request (an AML background check on name
 * and date of birth); each document is a verification request of its own.
 */
const NAME = 'shuftiprokyc';

const DOCUMENT_TYPES: Record<string, string[]> = {
  passport: ['passport'],
  'id-card': ['id_card'],
  'driving-licence': ['driving_license'],
  other: ['passport', 'id_card', 'driving_license'],
};

type Body = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

const nameOf = (p: KycPartyData) => ({
  first_name: p.firstName,
  ...(p.middleInitial ? { middle_name: p.middleInitial.replace('.', '') } : {}),
  last_name: p.lastName,
});

/** An answer's event to our outcome; errors and declines are shown to the user as Shufti words them. */
function resultOf(response: ProviderResponse): KycResult {
  const body = (response.body ?? {}) as Body;
  const event = str(body.event) ?? '';
  if (event === 'request.unauthorized' || response.status === 401 || response.status === 403)
    throw new KycProviderUnavailableError(NAME, `credentials refused (${event || response.status})`);
  if (event === 'verification.accepted') return { errors: [], warnings: [], outcome: 'approved' };
  if (event === 'verification.declined') {
    const reason = str(body.declined_reason) ?? 'Verification declined';
    const codes = Array.isArray(body.declined_codes) ? body.declined_codes.map(String) : [];
    return { errors: [reason], warnings: codes.length ? [`Codes: ${codes.join(', ')}`] : [], outcome: 'declined' };
  }
  if (event === 'request.pending' || event === 'request.received' || event === 'verification.status.changed' || event === 'review.pending')
    return { errors: [], warnings: [], outcome: 'pending' };
  // request.invalid, request.timeout, verification.cancelled, request.deleted...: Shufti's own message.
  const error = body.error as Body | string | undefined;
  const message = typeof error === 'string' ? str(error) : str(error?.message);
  const key = typeof error === 'object' ? str(error?.key) : null;
  return {
    errors: [message ? (key ? `${key}: ${message}` : message) : `Shufti Pro: ${event || `HTTP ${response.status}`}`],
    warnings: [],
    outcome: 'pending',
  };
}

export function shuftiProKyc(config: AppConfig['kyc']['shufti']): KycProviderAdapter {
  const base = config.url.replace(/\/+$/, '');

  async function post(path: string, payload: Body): Promise<ProviderResponse> {
    if (!config.clientId || !config.secretKey) throw new KycProviderUnavailableError(NAME, 'SHUFTI_CLIENT_ID / SHUFTI_SECRET_KEY not set');
    const auth = Buffer.from(`${config.clientId}:${config.secretKey}`).toString('base64');
    return callProvider(NAME, `${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  }

  const common = (reference: string, p: KycPartyData, ctx: KycContext) => ({
    reference,
    email: p.email,
    ...(p.country ? { country: p.country } : {}),
    language: ctx.lang.slice(0, 2).toUpperCase(),
    verification_mode: 'any',
  });

  /** An AML background check on the party's name and date of birth. */
  const backgroundCheck = (reference: string, p: KycPartyData, ctx: KycContext) =>
    post('/', { ...common(reference, p, ctx), background_checks: { name: nameOf(p), dob: p.dateOfBirth } });

  return {
    name: NAME,

    async createParty(party, ctx) {
      const reference = `cf-${randomToken(12)}`;
      const result = resultOf(await backgroundCheck(reference, party, ctx));
      return { ...result, partyId: reference };
    },

    async updateParty(partyId, party, ctx) {
      return resultOf(await backgroundCheck(`${partyId}-u${randomToken(6)}`, party, ctx));
    },

    async uploadDocument(partyId, party, doc, ctx) {
      const reference = `${partyId}-d${randomToken(6)}`;
      const proof = doc.bytes.toString('base64');
      const service =
        doc.documentType === 'proof-of-address'
          ? {
              address: {
                proof,
                supported_types: ['utility_bill', 'bank_statement', 'rent_agreement'],
                name: nameOf(party),
                full_address: [party.primaryAddress, party.city, party.state, party.postalCode, party.country].filter(Boolean).join(', '),
              },
            }
          : {
              document: {
                proof,
                supported_types: DOCUMENT_TYPES[doc.documentType] ?? DOCUMENT_TYPES.other,
                name: nameOf(party),
                dob: party.dateOfBirth,
              },
            };
      const result = resultOf(await post('/', { ...common(reference, party, ctx), ...service }));
      return { ...result, providerRef: reference };
    },

    async check(partyId, _party, ctx) {
      return resultOf(await post('/status', { reference: ctx.lastRef ?? partyId }));
    },

    async status(partyId, ctx) {
      return resultOf(await post('/status', { reference: ctx.lastRef ?? partyId }));
    },
  };
}
