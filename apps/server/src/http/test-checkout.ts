import { REFUND_CONDITION } from "@folienwerk/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { optionalUser, requireUser } from "../auth/require-user.ts";
import type { AppContext } from "../context.ts";
import { AppError, notFound, unauthorized } from "../errors.ts";
import { escapeHtml } from "../escape-html.ts";
import { formatEuro, ITEM_NAME, includedVatCents } from "../payments/order.ts";
import {
  assertFormToken,
  cancelTestCheckout,
  confirmTestCheckout,
  formToken,
  loadTestCheckout,
} from "../payments/test-checkout.ts";
import { waiverStatement } from "../payments/withdrawal.ts";
import { checkoutPage } from "./test-checkout-page.ts";

const params = z.object({ sessionId: z.string().regex(/^test_cs_[A-Za-z0-9_-]{10,64}$/) });

const TEST_NOTE =
  '<p class="note"><strong>Testmodus:</strong> Dies ist eine Testbestellung. Es wird kein Geld abgebucht und keine Zahlungsart belastet.</p>';

function messagePage(
  ctx: AppContext,
  reply: FastifyReply,
  status: number,
  title: string,
  text: string,
  link = { href: "/dashboard", label: "Zum Dashboard" },
) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(
      checkoutPage(
        ctx,
        title,
        `<h1>${escapeHtml(title)}</h1>${TEST_NOTE}<p>${escapeHtml(text)}</p><p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
      ),
    );
}

function errorPage(ctx: AppContext, reply: FastifyReply, error: unknown) {
  if (error instanceof AppError) {
    if (error.status === 401) {
      return messagePage(
        ctx,
        reply,
        401,
        "Testzahlung",
        "Bitte melde dich an, um die Testzahlung abzuschließen.",
        { href: "/auth", label: "Anmelden" },
      );
    }
    return messagePage(ctx, reply, error.status, "Testzahlung", error.userMessage);
  }
  throw error;
}

/** The AGB §9 consent the student gave on the purchase card before this checkout opened. */
function consentBox(at: Date | null): string {
  if (!at) return "";
  return `<section class="consent" aria-labelledby="consent-title"><h2 id="consent-title">Deine Zustimmung zum Widerrufsrecht</h2>
<p>${escapeHtml(waiverStatement(at))} Mit dem Beginn der Erstellung nach der Zahlung erlischt dein Widerrufsrecht (<a href="/agb">§ 9 AGB</a>). Die Erstattung gilt trotzdem: ${escapeHtml(REFUND_CONDITION)}</p></section>`;
}

/**
 * The checkout page of payment test mode: „Testzahlung“ with „Zahlung bestätigen“ and „Abbrechen“.
 * Registered only when no STRIPE_SECRET_KEY is set. The forms carry an HMAC token bound to session
 * and user, and cookie POSTs must come from our origin (requireUser), so another site cannot confirm.
 */
export async function registerTestCheckout(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.paymentTestMode) return;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get("/payment/test-checkout/:sessionId", async (req, reply) => {
      try {
        const parsed = params.safeParse(req.params);
        if (!parsed.success) throw notFound("Die Testzahlung");
        const { sessionId } = parsed.data;
        const user = await optionalUser(ctx, req);
        if (!user) return errorPage(ctx, reply, unauthorized());
        const { payment, presentation } = await loadTestCheckout(ctx, user, sessionId);
        const successHref = `/success?session_id=${encodeURIComponent(sessionId)}&presentation_id=${encodeURIComponent(presentation.id)}`;
        if (payment.status === "paid" || payment.status === "refunded") {
          return messagePage(
            ctx,
            reply,
            200,
            "Testzahlung bestätigt",
            "Diese Testzahlung wurde bereits bestätigt.",
            { href: successHref, label: "Weiter" },
          );
        }
        if (payment.status === "expired") {
          return messagePage(
            ctx,
            reply,
            200,
            "Testzahlung abgebrochen",
            "Diese Testzahlung wurde abgebrochen. Du kannst den Kauf im Dashboard erneut starten.",
          );
        }
        const token = formToken(ctx, sessionId, user.id);
        const action = `/payment/test-checkout/${encodeURIComponent(sessionId)}`;
        const body = `<h1>Testzahlung</h1>${TEST_NOTE}
<dl><dt>Produkt</dt><dd>${escapeHtml(ITEM_NAME)}</dd>
<dt>Datei</dt><dd>${escapeHtml(presentation.pdfFilename ?? "–")}</dd>
<dt>Betrag</dt><dd>${escapeHtml(formatEuro(payment.amountCents))} (inkl. ${escapeHtml(formatEuro(includedVatCents(payment.amountCents)))} MwSt.)</dd>
<dt>Konto</dt><dd>${escapeHtml(user.email)}</dd></dl>
${consentBox(payment.withdrawalWaiverAt)}
<div class="actions">
<form method="post" action="${action}/confirm"><input type="hidden" name="token" value="${token}"><button class="primary" type="submit">Zahlung bestätigen</button></form>
<form method="post" action="${action}/cancel"><input type="hidden" name="token" value="${token}"><button type="submit">Abbrechen</button></form>
</div>`;
        return (
          reply
            .type("text/html; charset=utf-8")
            .header("cache-control", "no-store")
            // helmet's no-referrer makes Chromium send `Origin: null` on form posts, which the CSRF
            // origin check (rightly) refuses; same-origin keeps the real Origin on our own forms only.
            .header("referrer-policy", "same-origin")
            .send(checkoutPage(ctx, "Testzahlung", body))
        );
      } catch (error) {
        return errorPage(ctx, reply, error);
      }
    });

    for (const action of ["confirm", "cancel"] as const) {
      scope.post(`/payment/test-checkout/:sessionId/${action}`, async (req, reply) => {
        try {
          const parsed = params.safeParse(req.params);
          if (!parsed.success) throw notFound("Die Testzahlung");
          const { sessionId } = parsed.data;
          const user = await requireUser(ctx, req);
          assertFormToken(ctx, sessionId, user.id, (req.body as Record<string, unknown> | undefined)?.token);
          if (action === "confirm") {
            const { payment } = await confirmTestCheckout(ctx, user, sessionId);
            const presentationId = encodeURIComponent(payment?.presentationId ?? "");
            return reply.redirect(
              `/success?session_id=${encodeURIComponent(sessionId)}&presentation_id=${presentationId}`,
              303,
            );
          }
          const { payment } = await cancelTestCheckout(ctx, user, sessionId);
          return reply.redirect(
            `/cancel?presentation_id=${encodeURIComponent(payment?.presentationId ?? "")}`,
            303,
          );
        } catch (error) {
          return errorPage(ctx, reply, error);
        }
      });
    }
  });
}
