/** What other modules (and the console, jobs and web layers) use of the content module. */
export { footerFaqList, pageList } from './service';
