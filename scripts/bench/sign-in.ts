// Signing the benchmark's investor in, the way a visitor and the app do: the site's login form
// (its session cookie, for the pages) and the API's login (a bearer token, for the API routes).

/** The site session cookie after posting the login form, as a browser would send it back. */
export async function siteSessionCookie(base: string, email: string, password: string, address: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'x-forwarded-for': address },
    body: new URLSearchParams({ email, password, redirectTo: '/investments' }).toString(),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const session = cookies.find((c) => /^(__Host-)?cf_session=/.test(c));
  if (!session) throw new Error(`the site login of ${email} set no session: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return cookies.join('; ');
}

/** An API bearer token. */
export async function apiToken(base: string, email: string, password: string, address: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`the API login of ${email} was refused: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
