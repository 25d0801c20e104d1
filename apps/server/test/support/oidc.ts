import type { Server } from "node:http";
import Provider from "oidc-provider";
import { freePort } from "../../../../e2e/support/ports.ts";

export interface OidcAccount {
  email: string;
  name: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, standing in for Google. Its development
 * login form takes the subject (`sub`) as login name; `accounts` holds the claims per subject.
 */
export async function startOidcProvider(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: Record<string, OidcAccount>;
}) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    cookies: { keys: ["oidc-test-cookie-key-0123456789"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    async findAccount(_ctx, id) {
      const account = opts.accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: account.email, email_verified: true, name: account.name };
        },
      };
    },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    pkce: { required: () => false },
  });
  const server: Server = provider.listen(port);
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the user at the provider: follows redirects and submits the development login (as `login`)
 * and consent forms until the provider redirects to `stopAt`. Returns that final URL.
 */
export async function completeProviderLogin(
  startUrl: string,
  login: string,
  stopAt: string,
): Promise<string> {
  const jar = new Map<string, string>();
  let url = startUrl;
  let method = "GET";
  let body: string | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(stopAt)) return url;
    const res = await fetch(url, {
      method,
      redirect: "manual",
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const i = pair.indexOf("=");
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url).toString();
      method = "GET";
      body = undefined;
      continue;
    }
    const html = await res.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    const prompt = html.match(/name="prompt" value="([^"]+)"/)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action, url).toString();
    method = "POST";
    body = new URLSearchParams(
      prompt === "login" ? { prompt, login, password: "beliebig" } : { prompt },
    ).toString();
  }
  throw new Error("provider login did not finish");
}
