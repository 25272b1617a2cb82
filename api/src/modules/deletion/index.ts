/** What other modules (and the console, jobs and web layers) use of the deletion module. */
export { anonymiseUser } from './service';
