import type { certificateOut, registerOut } from '@cf/domain/schemas/certificates';
import type { WireOf } from '@cf/domain/schemas/wire';

export type Certificate = WireOf<typeof certificateOut>;
export type Register = WireOf<typeof registerOut>;

/** Where the browser downloads a certificate's PDF (a resource route streaming the API's answer). */
export const certificatePdfPath = (id: string) => `/share-certificates/${id}`;

/** Where the owner downloads a campaign's shareholder register as CSV. */
export const registerCsvPath = (campaignId: number) => `/share-certificates/register/${campaignId}`;
