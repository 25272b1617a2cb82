import { api, type Platform, staffCookie } from './platform';

type Row = Record<string, unknown>;

/** Staff changes made through the console's API, as the console itself makes them. */
export async function updateSingleton(platform: Platform, resource: string, changes: Row): Promise<Row> {
  const cookie = await staffCookie(platform);
  const current = await api(platform, 'GET', `/api/v1/console/${resource}/1`, { cookie });
  const res = await api(platform, 'PUT', `/api/v1/console/${resource}/1`, { cookie, body: { ...(current.json as Row), ...changes } });
  if (res.status !== 200) throw new Error(`PUT ${resource}: ${res.status} ${res.text}`);
  return res.json as Row;
}

export async function consoleList(platform: Platform, resource: string, filter: Row = {}): Promise<Row[]> {
  const cookie = await staffCookie(platform);
  const res = await api(platform, 'GET', `/api/v1/console/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`, { cookie });
  return res.json as unknown as Row[];
}
