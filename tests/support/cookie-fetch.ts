// A fetch with a cookie jar that follows redirects by hand, to walk sign-in flows the way a
// browser does, without one. Cookies are matched by name and path (everything is one host).

interface StoredCookie {
  value: string;
  path: string;
  attributes: string;
}

export function cookieFetch() {
  const jar = new Map<string, StoredCookie>();

  function store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const path =
        attrs
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith("path="))
          ?.slice(5) ?? "/";
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line);
      if (expired || value === "") jar.delete(name);
      else jar.set(name, { value, path, attributes: attrs.join(";") });
    }
  }

  function header(url: URL): string {
    return [...jar.entries()]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join("; ");
  }

  /** One request, no redirect following. */
  async function request(input: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    const cookie = header(url);
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    store(response);
    return response;
  }

  /** Follows redirects (303/302 become GET), returning the last response and the URLs visited. */
  async function follow(input: string, init: RequestInit = {}, max = 15) {
    const visited: string[] = [];
    let url = input;
    let response = await request(url, init);
    visited.push(url);
    while (
      response.status >= 300 &&
      response.status < 400 &&
      response.headers.get("location") &&
      visited.length <= max
    ) {
      url = new URL(response.headers.get("location")!, url).href;
      response = await request(url);
      visited.push(url);
    }
    return { response, url, visited };
  }

  return { request, follow, jar, cookieHeader: (url: string) => header(new URL(url)) };
}

export type CookieFetch = ReturnType<typeof cookieFetch>;

/** Signs in through /api/login and the provider's form; returns the final response. */
export async function signInThroughProvider(
  client: CookieFetch,
  appUrl: string,
  email: string,
  password: string,
  returnTo?: string,
) {
  const start = `${appUrl}/api/login${returnTo !== undefined ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`;
  const page = await client.follow(start);
  const html = await page.response.text();
  const action = /action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form at ${page.url}: ${page.response.status}`);
  const formUrl = new URL(action.replace(/&amp;/g, "&"), page.url).href;
  const posted = await client.request(formUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(formUrl).origin },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (posted.status !== 303) return { response: posted, url: formUrl, visited: [formUrl] };
  return client.follow(new URL(posted.headers.get("location")!, formUrl).href);
}

/**
 * Answers the provider's "Choose a new password" step (a first sign-in with a generated
 * password) from the page it returned; the last answer is the provider's (303 on success).
 */
export async function choosePassword(
  client: CookieFetch,
  page: { response: Response; url: string },
  password: string,
  confirm = password,
) {
  const html = await page.response.text();
  if (!html.includes("Choose a new password")) throw new Error(`no change-password form at ${page.url}`);
  const action = new URL(/action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, "&"), page.url).href;
  return client.request(action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(action).origin },
    body: new URLSearchParams({ password, confirm }).toString(),
  });
}

/** Signs in with a generated password, choosing `newPassword` on the way; ends where sign-in ends. */
export async function signInChoosingPassword(
  client: CookieFetch,
  appUrl: string,
  email: string,
  generated: string,
  newPassword: string,
) {
  const first = await signInThroughProvider(client, appUrl, email, generated);
  const chosen = await choosePassword(client, first, newPassword);
  if (chosen.status !== 303) throw new Error(`choosing a password failed: ${chosen.status}`);
  return client.follow(new URL(chosen.headers.get("location")!, first.url).href);
}
