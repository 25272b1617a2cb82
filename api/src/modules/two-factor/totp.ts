import { ACCOUNT_RULES } from '@cf/domain';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;

/** A new base32 TOTP secret (160 bits). */
export const newTotpSecret = (): string => generateSecret();

/** What an authenticator app scans: the otpauth:// URL and the same as a PNG data URL. */
export async function enrolment(params: { issuer: string; label: string; secret: string }) {
  const otpauthUrl = generateURI({ issuer: params.issuer, label: params.label, secret: params.secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { otpauthUrl, qrDataUrl, secret: params.secret };
}

/**
 * The time step a code matches (±1 step of drift), or null. Steps at or before `afterStep` are
 * refused: each code works once.
 */
export async function matchingStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      period: PERIOD_SECONDS,
      epochTolerance: ACCOUNT_RULES.twoFactor.driftSteps * PERIOD_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
