/** What other modules (and the console, jobs and web layers) use of the profile module. */
export { confirmPassword, isUniqueViolation } from './password';
export { linksOf, linksOut } from './schemas';
