import { CacheProvider } from '@emotion/react';
import { Admin, CustomRoutes, type I18nProvider, Resource, reactRouterProvider } from 'react-admin';
import { Dashboard } from './dashboard/Dashboard';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { useConsoleTheme } from './layout/useConsoleTheme';
import { LoginPage } from './login';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { consolePages, consoleResources } from './resources/registry';

// react-admin's own router (react-router), so that its Route is the one the admin's Routes expect.
const { Route } = reactRouterProvider;

export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => {
  const { theme, cache } = useConsoleTheme();
  // Always a CacheProvider, so that swapping caches (ltr <-> rtl) does not remount the admin.
  return (
    <CacheProvider value={cache}>
      <Admin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={ConsoleLayout}
        loginPage={LoginPage}
        dashboard={Dashboard}
        theme={theme}
        darkTheme={null}
        requireAuth
        disableTelemetry
      >
        {consoleResources.map(({ name, views }) => (
          <Resource key={name} name={name} {...views} />
        ))}
        <CustomRoutes>
          {consolePages.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </CustomRoutes>
      </Admin>
    </CacheProvider>
  );
};
