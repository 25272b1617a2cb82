import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createI18nProvider } from './i18n';

const root = createRoot(document.getElementById('root')!);

// The remembered language's messages (and, for Arabic, the right-to-left styles) come first.
void createI18nProvider().then((i18nProvider) => {
  root.render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
});
