/** What other modules (and the console, jobs and web layers) use of the signup module. */
export { assertPasswordAllowed } from './password-policy';
export { acceptInvites, insertUserWithSlug } from './service';
