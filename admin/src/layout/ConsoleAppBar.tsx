import { AppBar, LoadingIndicator, TitlePortal, useLocales, useTranslate } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { ConsoleUserMenu } from './ConsoleUserMenu';

/**
 * react-admin's toolbar with a named loading spinner: its progress bar otherwise has no
 * accessible name while a request is in flight (LoadingIndicator passes extra props to it).
 */
function ConsoleToolbar() {
  const locales = useLocales();
  const translate = useTranslate();
  const spinner = { 'aria-label': translate('ra.page.loading') } as object;
  return (
    <>
      {locales && locales.length > 1 ? <LanguageMenu /> : null}
      <LoadingIndicator {...spinner} />
    </>
  );
}

/** The page title is the page's one h1 (react-admin's default app bar renders it as an h6). */
export const ConsoleAppBar = () => (
  <AppBar userMenu={<ConsoleUserMenu />} toolbar={<ConsoleToolbar />}>
    <TitlePortal component="h1" variant="h6" />
  </AppBar>
);
