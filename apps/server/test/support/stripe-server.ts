import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server that answers like Stripe's API for the calls Folienwerk makes:
 * POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id and POST /v1/refunds. Bodies are parsed the
 * way Stripe parses them (form-encoded, bracketed keys), answers are Stripe's JSON objects and error
 * envelopes, and Idempotency-Key is honoured. Anything else is answered 404 and listed in `unexpected`,
 * which a test asserts is empty.
 */

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  params: Json;
  headers: http.IncomingHttpHeaders;
}

const rid = (prefix: string, n = 14) =>
  `${prefix}_${randomBytes(n).toString("base64url").replace(/[-_]/g, "x")}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=1` → `{ a: { b: [ { c: "1" } ] } }` (Stripe's form encoding). */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1] ?? "");
      const key = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

function stripeError(status: number, type: string, message: string, extra: Json = {}) {
  return { status, body: { error: { type, message, ...extra } } };
}

export async function startStripeServer() {
  const sessions = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  const unexpected: string[] = [];
  let failNext = 0;

  function createSession(params: Json): { status: number; body: unknown } {
    for (const required of ["mode", "success_url"]) {
      if (!params[required]) {
        return stripeError(400, "invalid_request_error", `Missing required param: ${required}.`, {
          code: "parameter_missing",
          param: required,
        });
      }
    }
    if ("payment_method_types" in params) {
      return stripeError(400, "invalid_request_error", "Received unknown parameter: payment_method_types", {
        code: "parameter_unknown",
        param: "payment_method_types",
      });
    }
    const items = (params.line_items as Json[] | undefined) ?? [];
    if (items.length === 0) {
      return stripeError(400, "invalid_request_error", "Missing required param: line_items.", {
        code: "parameter_missing",
        param: "line_items",
      });
    }
    let total = 0;
    let currency: string | null = null;
    for (const item of items) {
      const price = item.price_data as Json | undefined;
      if (!price?.currency || !price.unit_amount) {
        return stripeError(
          400,
          "invalid_request_error",
          "Missing required param: line_items[0][price_data].",
          {
            code: "parameter_missing",
            param: "line_items[0][price_data]",
          },
        );
      }
      currency = String(price.currency);
      total += Number(price.unit_amount) * Number(item.quantity ?? 1);
    }
    const id = rid("cs_test", 24);
    const created = now();
    const session: Json = {
      id,
      object: "checkout.session",
      adaptive_pricing: { enabled: false },
      after_expiration: null,
      allow_promotion_codes: null,
      allowed_payment_method_types: params.allowed_payment_method_types ?? null,
      amount_subtotal: total,
      amount_total: total,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created,
      currency,
      currency_conversion: null,
      custom_fields: [],
      custom_text: {
        after_submit: null,
        shipping_address: null,
        submit: null,
        terms_of_service_acceptance: null,
      },
      customer: null,
      customer_creation: "if_required",
      customer_details: params.customer_email
        ? {
            address: null,
            email: params.customer_email,
            name: null,
            phone: null,
            tax_exempt: "none",
            tax_ids: null,
          }
        : null,
      customer_email: params.customer_email ?? null,
      discounts: [],
      expires_at: created + 24 * 3600,
      invoice: null,
      invoice_creation: { enabled: false, invoice_data: {} },
      livemode: false,
      locale: params.locale ?? null,
      metadata: params.metadata ?? {},
      mode: params.mode,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: "if_required",
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: params.allowed_payment_method_types ?? ["card"],
      payment_status: "unpaid",
      permissions: null,
      phone_number_collection: { enabled: false },
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: "open",
      submit_type: null,
      subscription: null,
      success_url: params.success_url,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted",
      url: `https://checkout.stripe.com/c/pay/${id}#${randomBytes(16).toString("base64url")}`,
      wallet_options: null,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function createRefund(params: Json): { status: number; body: unknown } {
    const intent = params.payment_intent;
    if (typeof intent !== "string") {
      return stripeError(
        400,
        "invalid_request_error",
        "One of the following params should be provided for this request: payment_intent or charge.",
        { code: "parameter_missing" },
      );
    }
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (!session) {
      return stripeError(404, "invalid_request_error", `No such payment_intent: '${intent}'`, {
        code: "resource_missing",
        param: "payment_intent",
      });
    }
    if ([...refunds.values()].some((r) => r.payment_intent === intent)) {
      return stripeError(
        400,
        "invalid_request_error",
        `Charge ${session.latest_charge} has already been refunded.`,
        {
          code: "charge_already_refunded",
        },
      );
    }
    const refund: Json = {
      id: rid("re", 24),
      object: "refund",
      amount: params.amount ? Number(params.amount) : session.amount_total,
      balance_transaction: rid("txn", 24),
      charge: session.latest_charge,
      created: now(),
      currency: session.currency,
      destination_details: {
        card: { reference_status: "pending", reference_type: "acquirer_reference_number", type: "refund" },
        type: "card",
      },
      metadata: params.metadata ?? {},
      payment_intent: intent,
      reason: params.reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: "succeeded",
      transfer_reversal: null,
    };
    refunds.set(String(refund.id), refund);
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, params: Json): { status: number; body: unknown } | null {
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(params);
    const get = method === "GET" && path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (get) {
      const session = sessions.get(decodeURIComponent(get[1] ?? ""));
      return session
        ? { status: 200, body: session }
        : stripeError(404, "invalid_request_error", `No such checkout.session: '${get[1]}'`, {
            code: "resource_missing",
            param: "session",
          });
    }
    if (method === "POST" && path === "/v1/refunds") return createRefund(params);
    return null;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stripe.local");
      const raw = Buffer.concat(chunks).toString("utf8");
      const params = parseStripeForm(req.method === "GET" ? url.searchParams.toString() : raw);
      requests.push({ method: req.method ?? "", path: url.pathname, params, headers: req.headers });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": rid("req", 10) });
        res.end(JSON.stringify(body));
      };
      if (!/^Bearer sk_(test|live)_/.test(req.headers.authorization ?? "")) {
        const e = stripeError(401, "invalid_request_error", "Invalid API Key provided.");
        return send(e.status, e.body);
      }
      if (failNext > 0) {
        failNext -= 1;
        const e = stripeError(500, "api_error", "Something went wrong on Stripe's end.");
        return send(e.status, e.body);
      }
      const key = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
      if (typeof key === "string") {
        const seen = idempotent.get(key);
        if (seen && seen.params !== raw) {
          const e = stripeError(
            400,
            "idempotency_error",
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          );
          return send(e.status, e.body);
        }
        if (seen) return send(seen.status, seen.body);
      }
      const answer = route(req.method ?? "", url.pathname, params);
      if (!answer) {
        unexpected.push(`${req.method} ${url.pathname}`);
        const e = stripeError(
          404,
          "invalid_request_error",
          `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        );
        return send(e.status, e.body);
      }
      if (typeof key === "string" && answer.status < 500) idempotent.set(key, { params: raw, ...answer });
      send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    unexpected,
    sessions,
    refunds,
    /** The next `n` requests fail with Stripe's 500 api_error. */
    failNextRequests(n: number) {
      failNext = n;
    },
    session(id: string): Json {
      const s = sessions.get(id);
      if (!s) throw new Error(`no session ${id}`);
      return s;
    },
    /** The customer pays on Stripe's page: the session completes, a PaymentIntent and charge exist. */
    pay(id: string, customer: { name?: string; email?: string; country?: string } = {}) {
      const s = this.session(id);
      Object.assign(s, {
        status: "complete",
        payment_status: "paid",
        payment_intent: rid("pi", 24),
        latest_charge: rid("ch", 24),
        customer_details: {
          address: {
            city: null,
            country: customer.country ?? "DE",
            line1: null,
            line2: null,
            postal_code: null,
            state: null,
          },
          email: customer.email ?? s.customer_email,
          name: customer.name ?? null,
          phone: null,
          tax_exempt: "none",
          tax_ids: [],
        },
      });
      return s;
    },
    /** A delayed payment method was used: complete, but not paid yet. */
    completeUnpaid(id: string) {
      return Object.assign(this.session(id), {
        status: "complete",
        payment_status: "unpaid",
        payment_intent: rid("pi", 24),
      });
    },
    expire(id: string) {
      return Object.assign(this.session(id), { status: "expired", url: null });
    },
    /** A Stripe event as delivered to a webhook endpoint (snapshot of the session at event time). */
    event(type: string, sessionId: string, snapshot: Json = {}) {
      return {
        id: rid("evt", 24),
        object: "event",
        api_version: "2026-10-28.endive",
        created: now(),
        data: { object: { ...this.session(sessionId), ...snapshot } },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;
