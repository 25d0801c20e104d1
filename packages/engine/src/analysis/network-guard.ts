/** Refuses private, loopback and link-local targets so the source check cannot be used to probe our network. */
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

function v4Private(ip: string): boolean {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

export function isPrivateAddress(ip: string): boolean {
  const kind = isIP(ip);
  if (kind === 4) return v4Private(ip);
  if (kind !== 6) return true;
  const v6 = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped?.[1]) return v4Private(mapped[1]);
  return v6 === "::" || v6 === "::1" || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || /^ff/.test(v6);
}

export type Resolver = (host: string) => Promise<string[]>;

export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true })).map((a) => a.address);

/** True when every address the host resolves to is public. */
export async function isPublicHost(host: string, resolve: Resolver = systemResolver): Promise<boolean> {
  const bare = host.replace(/^\[|\]$/g, "");
  if (
    bare === "localhost" ||
    bare.endsWith(".localhost") ||
    bare.endsWith(".internal") ||
    bare.endsWith(".local")
  ) {
    return false;
  }
  const addresses = isIP(bare) ? [bare] : await resolve(bare);
  return addresses.length > 0 && addresses.every((a) => !isPrivateAddress(a));
}
