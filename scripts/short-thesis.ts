// A real, readable PDF that is too short for a talk (one page, a heading and about 180 words): the file the
// check before sign-in refuses with its word count (decision 040). Shared by the server and browser tests.
import PDFDocument from "pdfkit";

export function shortThesisPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 60 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.fontSize(16).text("Einleitung");
  doc.moveDown();
  const sentence =
    "Diese kurze Arbeit untersucht, wie Studierende ihre Zeit vor einer Prüfung einteilen und welche Rolle dabei feste Lernpläne spielen. ";
  doc.fontSize(11).text(sentence.repeat(9));
  doc.end();
  return done;
}
