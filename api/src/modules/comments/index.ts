/** What other modules (and the console, jobs and web layers) use of the comments module. */
export { moderateComment } from './service';
