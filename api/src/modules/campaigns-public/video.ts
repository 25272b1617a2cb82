/**
 * The player address of a YouTube or Vimeo video (the owner gives the page address), or null for
 * anything else: the page embeds only these two hosts, never an arbitrary URL.
 */
export function videoEmbedUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const id = (value: string | null | undefined, pattern: RegExp) => (value && pattern.test(value) ? value : null);
  const youtubeId = /^[A-Za-z0-9_-]{6,20}$/;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const v = id(parsed.searchParams.get('v'), youtubeId) ?? id(/^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname)?.[1], youtubeId);
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host === 'youtu.be') {
    const v = id(parsed.pathname.slice(1).split('/')[0], youtubeId);
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const v = /(?:^|\/)(\d{4,12})(?:\/|$)/.exec(parsed.pathname)?.[1];
    return v ? `https://player.vimeo.com/video/${v}` : null;
  }
  return null;
}
