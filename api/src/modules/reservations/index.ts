/** What other modules (the campaign lifecycle, the console's decisions) use of reservations (issue 16, testing the waters). */
export { notifyReservers } from './notify';
