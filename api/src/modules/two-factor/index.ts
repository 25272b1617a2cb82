/** What other modules (and the console, jobs and web layers) use of the two-factor module. */
export { acceptCodeOrRecovery, loadUser, type UserRow, wrongCode } from './service';
