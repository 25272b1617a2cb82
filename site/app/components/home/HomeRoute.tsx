import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import type { homeLoader } from '~/lib/home.server';
import { usePageMessages } from '~/lib/use-page-messages';
import type { loader as rootLoader } from '~/root';
import { HomePage } from './HomePage';

/** The component of every route that shows the home screen (/, /home, unknown paths). */
export function HomeRoute() {
  const { slides, featured, activity, lang, notFound, messages } = useLoaderData<typeof homeLoader>();
  usePageMessages(messages);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <HomePage
      slides={slides}
      featured={featured}
      activity={activity}
      lang={lang}
      notFound={notFound}
      newsletterCaptcha={root?.captcha.newsletter ?? false}
      heroImage={root?.heroImage ?? null}
    />
  );
}
