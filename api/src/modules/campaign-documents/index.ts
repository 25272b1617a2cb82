/** What other modules (and the console, jobs and web layers) use of the campaign-documents module. */
export { accessStatus, sendDocument } from './service';
