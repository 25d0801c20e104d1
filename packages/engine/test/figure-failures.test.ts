/** A figure that cannot be rendered is skipped with a note that travels with the result (never printed); the thesis is still read. */
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { extractPdf } from "../src/ingest/pdf/extract-pdf.ts";
import type { PageLines, PdfDoc } from "../src/ingest/pdf/page-lines.ts";
import { extractPdfFigures } from "../src/ingest/pdf/pdf-figures.ts";
import { pdfkitPdf } from "./support/pdf.ts";

const prose =
  "Die Messung zeigt, wie sich die Antwortzeit unter Last verändert, und sie wird im Folgenden eingeordnet. ".repeat(
    12,
  );

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe("figures that cannot be rendered", () => {
  it("skips a caption with nothing next to it, says so in one note, and reads the rest", async () => {
    const data = await pdfkitPdf((d) => {
      d.fontSize(18).text("1 Einleitung");
      d.fontSize(11).text(prose);
      d.moveDown().text("Abbildung 1: Aufbau der Messumgebung", { align: "center" });
      d.moveDown().text(prose);
    });
    const extracted = await extractPdf(data);
    expect(
      extracted.blocks.some((b) => b.kind === "paragraph" && b.text.startsWith("Die Messung zeigt")),
    ).toBe(true);
    expect(extracted.figures).toEqual([]);
    expect(extracted.skippedImages).toBe(1);
    expect(warn).not.toHaveBeenCalled();
    expect(extracted.diagnostics).toHaveLength(1);
    expect(String(extracted.diagnostics?.[0])).toMatch(/^Abbildung 1 \(S\. 1\) nicht gerendert: /);
  });

  it("never fails the read when pdf.js cannot give a page", async () => {
    const page: PageLines = {
      page: 1,
      width: 595,
      height: 842,
      lines: [{ page: 1, x: 200, xEnd: 400, y: 400, size: 11, text: "Abbildung 1: Aufbau der Messumgebung" }],
    };
    const broken = { getPage: () => Promise.reject(new Error("kaputte Seite")) } as unknown as PdfDoc;
    const result = await extractPdfFigures(broken, [page], { bodySize: 11 });
    expect(result.figures).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(result.diagnostics.join("\n")).toContain("kaputte Seite");
  });
});
