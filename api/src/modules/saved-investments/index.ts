/** What other modules (settlement, the header, jobs, the console) use of saved investments. */
export { hasSavedInvestments, removeExpired, removeSavedInvestmentsOf } from './service';
