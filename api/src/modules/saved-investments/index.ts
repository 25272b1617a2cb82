/** What other modules (settlement, the header, jobs, the console) use of saved investments. */
export { removeExpired, removeSavedInvestmentsOf } from './service';
