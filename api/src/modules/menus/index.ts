/** What other modules (and the console, jobs and web layers) use of the menus module. */
export { menuOut } from './routes';
export { menusFor } from './service';
