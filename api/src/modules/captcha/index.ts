/** What other modules (and the console, jobs and web layers) use of the captcha module. */
export { checkCaptcha } from './service';
