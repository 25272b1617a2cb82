import { AppBar, TitlePortal } from 'react-admin';
import { ConsoleUserMenu } from './ConsoleUserMenu';

/** The page title is the page's one h1 (react-admin's default app bar renders it as an h6). */
export const ConsoleAppBar = () => (
  <AppBar userMenu={<ConsoleUserMenu />}>
    <TitlePortal component="h1" variant="h6" />
  </AppBar>
);
