import { AppError } from '@cf/domain';

/**
 * The provider could not be reached, timed out, failed on its side (5xx) or refused our own
 * credentials: nothing the user can fix. A 502 with a translated message, never a stack.
 */
export class KycProviderUnavailableError extends AppError {
  constructor(
    readonly provider: string,
    readonly detail: string,
  ) {
    super('KYC_PROVIDER_UNAVAILABLE', 502, 'identity.kyc.providerUnavailable');
  }
}

/** The time a provider call may take before it counts as down. */
export const PROVIDER_TIMEOUT_MS = 15_000;

export type ProviderResponse = { status: number; body: unknown };

/** fetch with a timeout; network failures, timeouts and non-JSON answers are "unavailable". */
export async function callProvider(provider: string, url: string, init: RequestInit): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (err) {
    throw new KycProviderUnavailableError(provider, `request failed: ${(err as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500) throw new KycProviderUnavailableError(provider, `HTTP ${response.status}: ${text.slice(0, 200)}`);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new KycProviderUnavailableError(provider, `HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body };
}
