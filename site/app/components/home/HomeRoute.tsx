import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import type { homeWithSaves } from './home-loader.server';
import { usePageMessages } from '~/lib/use-page-messages';
import type { loader as rootLoader } from '~/root';
import { HomePage } from './HomePage';

type HomeData = Awaited<ReturnType<typeof homeWithSaves>>['data'];

/** The component of every route that shows the home screen (/, /home, unknown paths). */
export function HomeRoute() {
  // Unknown paths may load the plain home data (no saved marks): their cards then show unsaved.
  const { slides, featured, activity, lang, notFound, messages, savedIds, signedIn } = useLoaderData<HomeData>() as Omit<
    HomeData,
    'savedIds' | 'signedIn'
  > &
    Partial<Pick<HomeData, 'savedIds' | 'signedIn'>>;
  usePageMessages(messages);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const saved = useMemo(() => new Set(savedIds ?? []), [savedIds]);
  return (
    <HomePage
      slides={slides}
      featured={featured}
      savedIds={saved}
      signedIn={signedIn ?? Boolean(root?.user)}
      activity={activity}
      lang={lang}
      notFound={notFound}
      newsletterCaptcha={root?.captcha.newsletter ?? false}
      heroImage={root?.heroImage ?? null}
    />
  );
}
