/** Malformed and hostile inputs, made here in the test: each gets its own German error, none crashes or hangs. */
import { Resvg } from "@resvg/resvg-js";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { IngestError, type IngestErrorCode } from "../src/errors.ts";
import { ingest } from "../src/ingest/index.ts";
import { corpusBytes } from "./support/corpus.ts";
import { pdfkitPdf } from "./support/pdf.ts";

const thesisText =
  "Diese Arbeit untersucht die Frage, wie sich der Lastfall auf die Antwortzeit auswirkt. ".repeat(30);

/** A page as a picture only: what a scanner produces. */
function scannedPagePng(): Buffer {
  const lines = Array.from(
    { length: 30 },
    (_, i) => `<rect x="60" y="${80 + i * 22}" width="${380 + ((i * 37) % 90)}" height="9" fill="#333"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="595" height="842"><rect width="595" height="842" fill="#f4f1ea"/>${lines}</svg>`;
  return new Resvg(svg).render().asPng();
}

async function zipBomb(): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file("[Content_Types].xml", "<Types/>");
  zip.file("word/document.xml", new Uint8Array(60 * 1024 * 1024)); // 60 MB of zeros → a few KB compressed
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE", compressionOptions: { level: 9 } });
}

async function expectIngestError(promise: Promise<unknown>, code: IngestErrorCode, message: RegExp) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(IngestError);
  expect((err as IngestError).code).toBe(code);
  expect((err as IngestError).userMessage).toMatch(message);
}

const hotelPdf = () => corpusBytes("de_hausarbeit_ki_hotel-stornierung_29p.pdf");
const hotelDocx = () => corpusBytes("de_hausarbeit_ki_hotel-stornierung_entwurf.docx");

const cases: {
  name: string;
  make: () => Promise<{ data: Uint8Array; filename: string; maxBytes?: number; timeoutMs?: number }>;
  code: IngestErrorCode;
  message: RegExp;
}[] = [
  {
    name: "zero bytes",
    make: async () => ({ data: new Uint8Array(0), filename: "arbeit.pdf" }),
    code: "empty",
    message: /Die Datei ist leer/,
  },
  {
    name: "truncated PDF",
    make: async () => ({ data: hotelPdf().slice(0, 400_000), filename: "arbeit.pdf" }),
    code: "truncated",
    message: /unvollständig \(abgeschnitten\)/,
  },
  {
    name: "truncated DOCX",
    make: async () => ({ data: hotelDocx().slice(0, 300_000), filename: "arbeit.docx" }),
    code: "truncated",
    message: /unvollständig/,
  },
  {
    name: "encrypted PDF",
    make: async () => ({
      data: await pdfkitPdf((d) => d.text(thesisText), { userPassword: "geheim", ownerPassword: "owner" }),
      filename: "arbeit.pdf",
    }),
    code: "encrypted",
    message: /passwortgeschützt oder verschlüsselt/,
  },
  {
    name: "renamed PNG",
    make: async () => ({ data: new Uint8Array(scannedPagePng()), filename: "bachelorarbeit.pdf" }),
    code: "renamed_file",
    message: /trägt die Endung eines Dokuments, ist aber in Wirklichkeit ein PNG-Bild/,
  },
  {
    name: "unknown type",
    make: async () => ({ data: new TextEncoder().encode("nur ein paar Notizen"), filename: "notizen.txt" }),
    code: "unsupported_type",
    message: /Dateiformat .*nicht unterstützt/,
  },
  {
    name: "a few bytes named like a PDF",
    make: async () => ({ data: new TextEncoder().encode("hi"), filename: "arbeit.pdf" }),
    code: "renamed_file",
    message: /ist aber in Wirklichkeit keine PDF- oder Word-Datei/,
  },
  {
    name: "ZIP bomb",
    make: async () => ({ data: await zipBomb(), filename: "arbeit.docx" }),
    code: "zip_bomb",
    message: /unplausibel große Datenmenge/,
  },
  {
    name: "over the size limit",
    make: async () => ({ data: hotelPdf(), filename: "arbeit.pdf", maxBytes: 100_000 }),
    code: "too_large",
    message: /zu groß\. Erlaubt sind höchstens 0,1 MB/,
  },
  {
    name: "image-only (scanned) PDF",
    make: async () => {
      const png = scannedPagePng();
      const data = await pdfkitPdf((d) => {
        d.image(png, 0, 0, { width: 595, height: 842 });
        for (let i = 0; i < 2; i++) d.addPage().image(png, 0, 0, { width: 595, height: 842 });
      });
      return { data, filename: "scan.pdf" };
    },
    code: "scanned",
    message: /gescanntes Dokument ohne Textebene/,
  },
  {
    name: "corrupt PDF",
    make: async () => ({
      data: new TextEncoder().encode(`%PDF-1.7\n${"kaputt ".repeat(200)}\n%%EOF\n`),
      filename: "arbeit.pdf",
    }),
    code: "corrupt",
    message: /beschädigt/,
  },
  {
    name: "reading that exceeds the time limit",
    make: async () => ({ data: hotelPdf(), filename: "arbeit.pdf", timeoutMs: 1 }),
    code: "timeout",
    message: /zu lange gedauert/,
  },
];

describe("ingest refuses malformed input with a specific German message", () => {
  for (const c of cases) {
    it(c.name, async () => {
      const { data, filename, maxBytes, timeoutMs } = await c.make();
      await expectIngestError(ingest(data, { filename, maxBytes, timeoutMs }), c.code, c.message);
    });
  }

  it("detects the type from the bytes, not the name: a PDF called .docx is read as PDF", async () => {
    const data = await pdfkitPdf((d) => {
      d.fontSize(18).text("Einleitung");
      d.fontSize(11).text(thesisText);
    });
    const { doc } = await ingest(data, { filename: "arbeit.docx" });
    expect(doc.source.format).toBe("pdf");
    expect(doc.wordCount).toBeGreaterThan(300);
  });
});
