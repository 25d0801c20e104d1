import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFile } from "../src/presentations/files.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { createFile, createPresentation } from "./support/factories.ts";
import { signedInUser } from "./support/sessions.ts";
import { type SmtpInbox, startSmtpServer } from "./support/smtp.ts";
import { apiCall, paymentOf, readyToBuy, WAIVER, type Who } from "./support/stripe-payments.ts";

const PUBLIC_URL = "https://folienwerk.test";
const OPERATOR = {
  COMPANY_NAME: "Folienwerk GmbH",
  COMPANY_ADDRESS: "Musterstraße 1, 10115 Berlin",
  COMPANY_EMAIL: "kontakt@folienwerk.test",
  COMPANY_VAT_ID: "DE123456789",
};

/** The text of a PDF as pdftotext reads it (layout kept, so a label and its amount stay on one line). */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-invoice-"));
  try {
    const file = path.join(dir, "rechnung.pdf");
    fs.writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The invoice's figures and facts: gross 19,00 € = net 15,97 € + 19 % VAT 3,03 €. */
function expectInvoice(text: string, orderNumber: string) {
  expect(text).toMatch(/Rechnung/);
  expect(text).toMatch(new RegExp(`Rechnungsnummer\\s+${orderNumber}`));
  expect(text).toMatch(/Nettobetrag\s+15,97\s€/);
  expect(text).toMatch(/Umsatzsteuer 19 %\s+3,03\s€/);
  expect(text).toMatch(/Gesamtbetrag \(brutto\)\s+19,00\s€/);
  expect(text).toContain("Folienwerk GmbH");
  expect(text).toContain("Musterstraße 1");
  expect(text).toContain("USt-IdNr.: DE123456789");
  expect(text).toMatch(/Zahlungsart: Testkauf/);
  expect(text).toMatch(/Rechnungsdatum\s+\d{2}\.\d{2}\.\d{4}/);
}

describe.each(DB_KINDS)("order numbers, invoice and templates ZIP on %s", (kind) => {
  let app: TestApp;
  let smtp: SmtpInbox;
  let alice: Awaited<ReturnType<typeof signedInUser>>;
  let bob: Awaited<ReturnType<typeof signedInUser>>;
  const db = () => app.ctx.database.db;
  const api = (who: Who | null, method: "GET" | "POST", url: string, body?: unknown) =>
    apiCall(app.http, who, method, url, body);

  /** Buys a fresh presentation of alice through the test checkout, as the browser does. */
  async function buy() {
    const p = await readyToBuy(db(), alice.user.id);
    const res = await api(alice, "POST", "/payment/create-payment-session", {
      ...WAIVER,
      presentationId: p.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().checkout_url);
    const page = await app.http.inject({ method: "GET", url: url.pathname, headers: alice.headers });
    const token = page.body.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
    const confirm = await app.http.inject({
      method: "POST",
      url: `${url.pathname}/confirm`,
      headers: { ...alice.headers, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(confirm.statusCode, confirm.body).toBe(303);
    return { id: p.id, payment: await paymentOf(db(), p.id) };
  }

  /** Follows an owner-checked file URL to its signed URL and returns the bytes. */
  async function download(who: Who, url: string) {
    const redirect = await api(who, "GET", url);
    expect(redirect.statusCode, redirect.body).toBe(302);
    const signed = new URL(redirect.headers.location as string);
    expect(Number(signed.searchParams.get("exp")) - Date.now() / 1000).toBeLessThanOrEqual(300);
    const file = await app.http.inject({ method: "GET", url: signed.pathname + signed.search });
    expect(file.statusCode).toBe(200);
    return file;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp(kind, { ROLE: "web", PUBLIC_URL, SMTP_URL: smtp.url, ...OPERATOR });
    alice = await signedInUser(db(), { email: `alice-${kind}@example.test`, name: "Alice Kaufer" });
    bob = await signedInUser(db(), { email: `bob-${kind}@example.test` });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("gives each paid order the next short number and mails it with the invoice attached", async () => {
    const first = await buy();
    const second = await buy();
    const year = new Intl.DateTimeFormat("de-DE", { year: "numeric", timeZone: "Europe/Berlin" }).format(
      new Date(),
    );
    expect(first.payment.orderNumber).toMatch(new RegExp(`^FW-${year}-\\d{6}$`));
    const number = (n: string | null) => Number(n?.slice(-6));
    expect(number(second.payment.orderNumber)).toBe(number(first.payment.orderNumber) + 1);

    const mail = await smtp.next(alice.user.email);
    const confirmations = smtp.mails.filter((m) => m.subject.includes("Zahlungsbestätigung"));
    expect(confirmations).toHaveLength(2);
    const firstMail = confirmations.find((m) => m.text.includes(first.payment.orderNumber ?? "-"));
    expect(firstMail, mail.subject).toBeTruthy();
    expect(firstMail?.text).toContain(`Bestellnummer: ${first.payment.orderNumber}`);
    expect(firstMail?.text).not.toContain(first.payment.id);
    const attachment = firstMail?.attachments.find((a) => a.filename === "rechnung.pdf");
    expect(attachment?.contentType).toBe("application/pdf");
    expectInvoice(pdfText(attachment?.content ?? Buffer.alloc(0)), first.payment.orderNumber ?? "-");
  });

  it("shows the order number and serves the invoice to the owner only", async () => {
    const { id, payment } = await buy();
    const detail = (await api(alice, "GET", `/api/presentations/${id}`)).json();
    expect(detail.order_number).toBe(payment.orderNumber);
    expect(detail.invoice_url).toBe(`/api/presentations/${id}/rechnung.pdf`);

    const invoice = await api(alice, "GET", detail.invoice_url);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers["content-type"]).toBe("application/pdf");
    expect(invoice.headers["cache-control"]).toBe("private, no-store");
    expectInvoice(pdfText(invoice.rawPayload), payment.orderNumber ?? "-");

    // Another user gets neither the presentation nor its invoice; nobody signed out does.
    expect((await api(bob, "GET", `/api/presentations/${id}`)).statusCode).toBe(404);
    const foreign = await api(bob, "GET", detail.invoice_url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.rawPayload.subarray(0, 4).toString()).not.toBe("%PDF");
    expect((await api(null, "GET", detail.invoice_url)).statusCode).toBe(401);

    // An unpaid presentation has no order number and no invoice.
    const unpaid = await readyToBuy(db(), alice.user.id);
    const unpaidDetail = (await api(alice, "GET", `/api/presentations/${unpaid.id}`)).json();
    expect(unpaidDetail).toMatchObject({ order_number: null, invoice_url: null });
    expect((await api(alice, "GET", `/api/presentations/${unpaid.id}/rechnung.pdf`)).statusCode).toBe(404);
  });

  it("zips every image template once, behind the owner check and a signed URL", async () => {
    const row = await createPresentation(db(), alice.user.id, {
      stage: "presentation_created",
      isPaid: true,
      pipelineStatus: "done",
      professorQuestionsJson: [],
      generatedImages: Object.fromEntries(
        [3, 7].map((n) => [
          String(n),
          [
            {
              slide_title: n === 3 ? "Methodik" : "Ergebnisse",
              file: `bilder/slide-${n}.png`,
              file_no_text: `bilder/slide-${n}-ohne-text.png`,
              file_svg: `bilder/slide-${n}.svg`,
              visualization_type: "Balkendiagramm",
              visualization_description: "",
            },
          ],
        ]),
      ),
    });
    const stored = new Map<string, string>();
    for (const name of ["praesentation.pptx", "pruefungsfragen.json"].concat(
      ...[3, 7].map((n) => [
        `bilder/slide-${n}.png`,
        `bilder/slide-${n}-ohne-text.png`,
        `bilder/slide-${n}.svg`,
      ]),
    )) {
      const key = `deliverables/${row.id}/${name}`;
      const content = `${name} of ${row.id}`;
      await app.ctx.blobs.put(key, Buffer.from(content), { contentType: "application/octet-stream" });
      await createFile(db(), row.id, {
        kind: "deliverable",
        filename: name,
        storageKey: key,
        contentType: "application/octet-stream",
      });
      stored.set(name, content);
    }

    const p = (await api(alice, "GET", `/api/presentations/${row.id}`)).json();
    expect(p.images_zip_url).toBe(`/api/presentations/${row.id}/files/bildvorlagen.zip`);
    expect(p.professor_questions_json_url).toBe(`/api/presentations/${row.id}/files/pruefungsfragen.json`);
    expect(p.generated_images["3"][0].slide_title).toBe("Methodik");

    // Another user first: no ZIP is made for them and none is served.
    expect((await api(bob, "GET", p.images_zip_url)).statusCode).toBe(404);
    expect(await findFile(db(), row.id, "deliverable", "bildvorlagen.zip")).toBeUndefined();
    expect((await api(bob, "GET", p.professor_questions_json_url)).statusCode).toBe(404);

    const file = await download(alice, p.images_zip_url);
    expect(file.headers["content-type"]).toBe("application/zip");
    expect(file.headers["content-disposition"]).toContain("bildvorlagen.zip");
    const zip = await JSZip.loadAsync(file.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(
      [3, 7].flatMap((n) => [`folie-${n}.png`, `folie-${n}-ohne-text.png`, `folie-${n}.svg`]).sort(),
    );
    expect(await zip.file("folie-7-ohne-text.png")?.async("string")).toBe(
      stored.get("bilder/slide-7-ohne-text.png"),
    );
    // Stored and recorded like every deliverable, so deletion and retention find it; a second request reuses it.
    const recorded = await findFile(db(), row.id, "deliverable", "bildvorlagen.zip");
    expect(recorded?.contentType).toBe("application/zip");
    await download(alice, p.images_zip_url);
    expect((await findFile(db(), row.id, "deliverable", "bildvorlagen.zip"))?.id).toBe(recorded?.id);
    expect((await api(bob, "GET", p.images_zip_url)).statusCode).toBe(404);

    const json = await download(alice, p.professor_questions_json_url);
    expect(json.body).toBe(stored.get("pruefungsfragen.json"));

    // A deck still being made has no ZIP to offer.
    const running = await createPresentation(db(), alice.user.id, { stage: "questions_2", isPaid: true });
    expect(
      (await api(alice, "GET", `/api/presentations/${running.id}/files/bildvorlagen.zip`)).statusCode,
    ).toBe(404);
  });
});
