import type { myReservationOut } from '@cf/domain/schemas/reservations';
import type { WireOf } from '@cf/domain/schemas/wire';
import type { AppLoadContext } from '@remix-run/node';
import { accountApi } from '../account/api.server';
import { reservationMessages } from './reservations.server';

export type MyReservation = WireOf<typeof myReservationOut>;

/** /my-reservations: the signed-in investor's reservations (visitors go to login and come back). */
export async function loadMyReservations(request: Request, context: AppLoadContext) {
  const api = await accountApi(request, context);
  const reservations = (await api.get<MyReservation[]>('/my-reservations')) ?? [];
  return { reservations, lang: api.lang, messages: reservationMessages(api.lang) };
}
