import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/lib/use-hydrated';
import { Icon } from '../icons/Icon';

type Props = { uploadType: string | null; image: string | null; videoUrl: string | null; embedUrl: string | null; name: string };

const frame = 'aspect-[7/5] w-full overflow-hidden rounded-xl bg-slate-100';

/**
 * The campaign's picture, or its video (YouTube or Vimeo only: the API gives the player address,
 * and the site's CSP allows no other frame). The player loads only when asked for: until then a
 * poster with a play button, which without scripts is a link to the video itself.
 */
export function CampaignMedia({ uploadType, image, videoUrl, embedUrl, name }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);

  if (uploadType === 'video' && embedUrl && videoUrl) {
    if (playing) {
      const src = new URL(embedUrl);
      src.searchParams.set('autoplay', '1');
      return (
        <iframe
          src={src.toString()}
          title={t('browse.page.videoTitle', { name })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className={`${frame} aspect-video border-0`}
        />
      );
    }
    const play = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!hydrated) return;
      event.preventDefault();
      setPlaying(true);
    };
    return (
      <a href={videoUrl} onClick={play} className={`${frame} group relative block aspect-video`} rel="noopener noreferrer">
        {image ? <img src={image} alt="" width={700} height={500} className="h-full w-full object-cover" /> : null}
        <span className="absolute inset-0 grid place-items-center bg-slate-900/30 group-hover:bg-slate-900/40">
          <span className="grid h-16 w-16 place-items-center rounded-full bg-white text-slate-900 shadow-lg">
            <Icon className="h-8 w-8 rtl:-scale-x-100">
              <path d="M8 5.5v13a.5.5 0 0 0 .76.43l10.5-6.5a.5.5 0 0 0 0-.86L8.76 5.07A.5.5 0 0 0 8 5.5Z" />
            </Icon>
          </span>
        </span>
        <span className="sr-only">{t('browse.page.playVideo', { name })}</span>
      </a>
    );
  }
  if (!image) return <div aria-hidden="true" className={frame} />;
  return <img src={image} alt="" width={700} height={500} className={`${frame} object-cover`} />;
}
