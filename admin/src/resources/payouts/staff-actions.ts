import { downloadFile } from '../../providers/download';
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
export const downloadConsoleFile = (segments: (string | number)[], fallbackName: string): Promise<void> =>
  downloadFile(consoleUrl(...segments), fallbackName);
