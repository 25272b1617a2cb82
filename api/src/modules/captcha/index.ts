/** What other modules (and the console, jobs and web layers) use of the captcha module. */
export { type CaptchaInput, captchaSolved, checkCaptcha } from './service';
export { RECAPTCHA_HOSTS, recaptchaOn } from './csp';
