/**
 * The invoice of an order (rechnung.pdf): seller, buyer, number, dates, the one line item, net, VAT and
 * gross, and how it was paid. Drawn with the same pdfkit setup and embedded DejaVu fonts as the notes, so
 * „“, € and ß always print. The caller does the arithmetic; this only lays it out.
 */
import { z } from "zod";
import { finish, GREY, NAVY, newDoc, TEAL } from "./pdf-document.ts";

export const InvoiceSchema = z.object({
  /** Invoice number (the order number, "FW-2026-000123"). */
  number: z.string().min(1),
  /** The day of payment: invoice date and date of supply. */
  date: z.date(),
  seller: z.object({
    name: z.string().min(1),
    /** Postal address; lines separated by newlines or commas. */
    address: z.string().nullable(),
    email: z.string().nullable(),
    vatId: z.string().nullable(),
  }),
  buyer: z.object({ name: z.string().nullable(), email: z.string().min(1) }),
  item: z.string().min(1),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  /** 19 for 19 %. */
  vatPercent: z.number(),
  paymentMethod: z.string().min(1),
  /** Printed below the figures, e.g. that a test order moved no money. */
  note: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

const euro = (cents: number) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cents / 100);
const day = (date: Date) =>
  new Intl.DateTimeFormat("de-DE", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Berlin",
  }).format(date);

export function renderInvoicePdf(input: Invoice): Promise<Uint8Array> {
  const invoice = InvoiceSchema.parse(input);
  const doc = newDoc(`Rechnung ${invoice.number}`, "de");
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  writeParties(doc, invoice);
  writeFacts(doc, invoice, left);
  writeAmounts(doc, invoice, left, width);
  writePayment(doc, invoice, left);
  return finish(doc, `Rechnung ${invoice.number}`);
}

/** The seller with address, email and VAT id, and the buyer the invoice goes to. */
function writeParties(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const { seller } = invoice;
  doc.font("bold").fontSize(11).fillColor("#1B1B1B").text(seller.name);
  doc.font("regular").fontSize(9.5).fillColor(GREY);
  for (const line of (seller.address ?? "").split(/\n|,\s*/).filter((l) => l.trim())) doc.text(line.trim());
  if (seller.email) doc.text(seller.email);
  if (seller.vatId) doc.text(`USt-IdNr.: ${seller.vatId}`);
  doc.moveDown(1.5);

  doc.font("regular").fontSize(9).fillColor(GREY).text("Rechnung an");
  doc.fontSize(10.5).fillColor("#1B1B1B");
  if (invoice.buyer.name) doc.text(invoice.buyer.name);
  doc.text(invoice.buyer.email);
  doc.moveDown(1.5);
}

/** The heading and the invoice's numbers and dates, label beside value. */
function writeFacts(doc: PDFKit.PDFDocument, invoice: Invoice, left: number) {
  doc.font("bold").fontSize(20).fillColor(NAVY).text("Rechnung");
  doc.moveDown(0.4);
  const facts: Array<[string, string]> = [
    ["Rechnungsnummer", invoice.number],
    ["Bestellnummer", invoice.number],
    ["Rechnungsdatum", day(invoice.date)],
    ["Leistungsdatum", day(invoice.date)],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font("regular").fontSize(10).fillColor(GREY).text(label, left, y, { width: 140 });
    doc.fillColor("#1B1B1B").text(value, left + 140, y);
  }
  doc.moveDown(1.2);
}

/** The item and the amounts (net, VAT, gross), each amount right-aligned beside its label. */
function writeAmounts(doc: PDFKit.PDFDocument, invoice: Invoice, left: number, width: number) {
  const amountX = left + width - 120;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? "bold" : "regular")
      .fontSize(10.5)
      .fillColor("#1B1B1B")
      .text(label, left, y, { width: width - 130 });
    const after = doc.y;
    doc.text(value, amountX, y, { width: 120, align: "right" });
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.3);
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor(TEAL)
      .lineWidth(1)
      .stroke();
    doc.moveDown(0.4);
  };
  row("Leistung", "Betrag (netto)", true);
  rule();
  row(`1 × ${invoice.item}`, euro(invoice.netCents));
  rule();
  row("Nettobetrag", euro(invoice.netCents));
  row(`Umsatzsteuer ${invoice.vatPercent} %`, euro(invoice.vatCents));
  row("Gesamtbetrag (brutto)", euro(invoice.grossCents), true);
  doc.moveDown(1);
}

/** How and when the invoice was paid, and its note. */
function writePayment(doc: PDFKit.PDFDocument, invoice: Invoice, left: number) {
  doc
    .font("regular")
    .fontSize(10)
    .fillColor("#1B1B1B")
    .text(`Zahlungsart: ${invoice.paymentMethod}`, left)
    .text(`Der Betrag wurde am ${day(invoice.date)} bezahlt.`);
  if (invoice.note) {
    doc.moveDown(0.6);
    doc.font("italic").fontSize(9.5).fillColor(GREY).text(invoice.note);
  }
}
