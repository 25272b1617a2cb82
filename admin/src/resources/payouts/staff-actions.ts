import { HttpError } from 'react-admin';
import { currentLocale } from '../../i18n';
import { httpClient } from '../../providers/httpClient';
import { actionUrl, consoleUrl } from '../../providers/urls';

type Row = Record<string, unknown>;

/**
 * The money decisions of issue 9 (payouts, withdrawals, staff refunds): POST /<resource>/:id/<action>
 * with a JSON body, audited by the API; its refusal (409 "a second staff member must confirm")
 * reaches the dialog as an HttpError with the server's message.
 */
export async function staffDecision(resource: string, id: string | number, action: string, body: Row = {}): Promise<Row> {
  const { json } = await httpClient(actionUrl(resource, id, action), { method: 'POST', body: JSON.stringify(body) });
  return json as Row;
}

/** Downloads a file the console API makes (the settlement statement), with the staff cookie. */
export async function downloadConsoleFile(segments: (string | number)[], fallbackName: string): Promise<void> {
  const response = await fetch(consoleUrl(...segments), { credentials: 'same-origin', headers: { 'Accept-Language': currentLocale() } });
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
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
