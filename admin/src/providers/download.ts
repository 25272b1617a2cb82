import { HttpError } from 'react-admin';
import { currentLocale } from '../i18n';

/**
 * Downloads a file the console API makes (CSV exports, PDFs) with the staff cookie, under the
 * server's file name; a refusal becomes an HttpError carrying the server's message.
 */
export async function downloadFile(url: string, fallbackName: string) {
  const response = await fetch(url, { credentials: 'same-origin', headers: { 'Accept-Language': currentLocale() } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new HttpError(body?.message ?? response.statusText, response.status, body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
