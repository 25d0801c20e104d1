import type { FastifyRequest } from "fastify";

/** Fastify's request headers as WHATWG Headers (for better-auth's server API). */
export function toWebHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  return headers;
}

/** The absolute URL the client asked for (protocol and host as Fastify resolved them). */
export function requestUrl(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}${req.url}`;
}
