import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createI18nProvider, i18n } from './i18n';

const root = createRoot(document.getElementById('root')!);

void createI18nProvider().then((i18nProvider) => {
  document.title = i18n.t('console.appTitle');
  root.render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
});
