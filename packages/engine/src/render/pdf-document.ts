/**
 * The A4 document every PDF of the engine is written on (pdfkit with embedded DejaVu fonts: built-in
 * Helvetica cannot draw ≤, ⇒ or ẞ; DejaVu covers German typography completely): colours, a new document,
 * the page footer and the bytes, a heading block, and the speaking time as "1:30 min".
 */
import type PDFKitDocument from "pdfkit";
import { lazyRequire } from "../lazy-require.ts";
import { registerFaces } from "./fonts.ts";

export const NAVY = "#1F3A5F";

export const TEAL = "#2A7F9E";

export const GREY = "#6B7785";

const pdfkit = lazyRequire<typeof PDFKitDocument>("pdfkit");

export function newDoc(title: string, language: "de" | "en"): PDFKit.PDFDocument {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 60, bottom: 60, left: 64, right: 64 },
    info: { Title: title, Creator: "Folienwerk", Producer: "Folienwerk" },
    lang: language === "de" ? "de-DE" : "en-US",
    bufferPages: true,
    compress: true,
  });
  registerFaces(doc, ["regular", "bold", "italic"]);
  doc.font("regular");
  return doc;
}

export function finish(doc: PDFKit.PDFDocument, footer: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(GREY)
      .text(`${footer} · ${i + 1}/${range.count}`, 64, doc.page.height - 40, {
        width: doc.page.width - 128,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

export function header(doc: PDFKit.PDFDocument, heading: string, title: string, sub: string) {
  doc.font("bold").fontSize(20).fillColor(NAVY).text(heading);
  doc.moveDown(0.3);
  doc.font("regular").fontSize(11).fillColor("#1B1B1B").text(title);
  doc.font("regular").fontSize(9).fillColor(GREY).text(sub);
  doc.moveDown(0.4);
  doc
    .moveTo(doc.page.margins.left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .strokeColor(TEAL)
    .lineWidth(1.5)
    .stroke();
  doc.moveDown(0.8);
}

/** "1:30 min" from seconds. */
export function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")} min`;
}
