/**
 * Regenerates the example deck on the landing page (#examples) with our own engine, from the CC BY 4.0
 * cress-growth Hausarbeit in ../shared/corpus. Writes apps/web/public/example/: the PowerPoint, the
 * speaker notes and exam questions PDFs, slide previews (LibreOffice → PDF → JPEG) and manifest.json.
 *
 *   npx tsx scripts/make-example.ts
 *
 * Needs soffice, pdftoppm/pdftotext/pdfinfo and unzip (Debian: libreoffice-impress-nogui,
 * poppler-utils, unzip). Refuses to write anything if a name from the title page ended up in the output.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { artifactReader, type ContentStage, ingest, readPptx, runDeckPipeline } from "@folienwerk/engine";
import { corpusPath } from "./corpus.ts";

const root = path.resolve(import.meta.dirname, "..");
const source = corpusPath("de_hausarbeit_biologie_kresse-wachstum-experiment_th-bingen_17p.pdf");
const out = path.join(root, "apps/web/public/example");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fw-example-"));

const { doc, artifacts } = await ingest(new Uint8Array(fs.readFileSync(source)), {
  filename: path.basename(source),
  // An offline script: a busy machine may take longer than the upload limit, which is no reason to fail.
  timeoutMs: 10 * 60_000,
});
// The public example carries no names: the deck is made from the document without its people; the check
// below still looks for the names the title page printed.
const anonymous = { ...doc, titlePage: { ...doc.titlePage, authors: [], supervisors: [] } };
const result = await runDeckPipeline({
  doc: anonymous,
  artifacts: artifactReader(artifacts),
  questionnaire: {
    workType: "Hausarbeit",
    researchType: "empirical",
    minutes: 10,
    methodology:
      "Experiment: Kressesamen unter verschiedenen Bedingungen angezogen, Wachstum gemessen und mit t-Tests ausgewertet.",
  },
  onProgress: (p) => process.stderr.write(`· ${p.label} (${p.percent} %)\n`),
});

const wanted = ["praesentation.pptx", "sprechernotizen.pdf", "pruefungsfragen.pdf"];
const files = result.files.filter((f) => wanted.includes(f.name));
for (const f of files) fs.writeFileSync(path.join(tmp, f.name), f.data);

execFileSync(
  "soffice",
  ["--headless", "--convert-to", "pdf", "--outdir", tmp, path.join(tmp, "praesentation.pptx")],
  {
    stdio: "ignore",
  },
);
/** One JPEG per slide from the converted PDF: <prefix>-1.jpg … at the given width. */
const previewsOf = (prefix: string, width: number, quality: number) =>
  execFileSync("pdftoppm", [
    "-jpeg",
    "-jpegopt",
    `quality=${quality}`,
    "-scale-to-x",
    String(width),
    "-scale-to-y",
    "-1",
    path.join(tmp, "praesentation.pdf"),
    path.join(tmp, prefix),
  ]);
previewsOf("folie", 1280, 82);
previewsOf("mittel", 640, 80); // the hero and phones: the browser picks it from srcset
previewsOf("mini", 320, 80); // for the thumbnail strip under the carousel

// No personal data from the title page may leave this script: neither the detected authors nor
// anyone named after "von:", "Dozent:", "Betreuer:" etc. on page 1 may appear in any output text.
const deck = await readPptx(files.find((f) => f.name === "praesentation.pptx")?.data ?? new Uint8Array());
// Text and metadata of each PDF, and every part of the PowerPoint (slides, notes, document properties).
const pdfText = (name: string) =>
  ["pdftotext", "pdfinfo"]
    .map((tool) =>
      execFileSync(tool, tool === "pdftotext" ? [path.join(tmp, name), "-"] : [path.join(tmp, name)]),
    )
    .join("\n");
const outputText = [
  pdfText("praesentation.pdf"),
  pdfText("sprechernotizen.pdf"),
  pdfText("pruefungsfragen.pdf"),
  execFileSync("unzip", ["-p", path.join(tmp, "praesentation.pptx")], { maxBuffer: 64 << 20 }).toString(),
  ...deck.slides.flatMap((s) => [s.text, s.notes]),
].join("\n");
const titlePage = execFileSync("pdftotext", ["-l", "1", source, "-"]).toString();
const people = [
  ...doc.titlePage.authors,
  ...doc.titlePage.supervisors,
  ...[
    ...titlePage.matchAll(
      /^\s*(?:von|autor(?:in)?|verfasser(?:in)?|dozent(?:in)?|betreuer(?:in)?|gutachter(?:in)?|prüfer(?:in)?)\s*:\s*(.+)$/gimu,
    ),
  ].map((m) => m[1] ?? ""),
];
const nameParts = people
  .flatMap((p) => p.split(/[\s,-]+/))
  .filter((part) => part.length > 3 && !/^(prof|dr|dipl|von|und)\.?$/iu.test(part));
if (nameParts.length === 0) throw new Error("no names found on the title page; the check would be empty");
if (nameParts.some((part) => outputText.includes(part)))
  throw new Error("a name from the title page appears in the example output");

// Replace only what this script made before (the "before" page image beside it stays).
fs.mkdirSync(out, { recursive: true });
for (const f of fs.readdirSync(out)) {
  if (/^folie-\d+(?:-klein|-mittel)?\.jpg$/.test(f) || wanted.includes(f) || f === "manifest.json")
    fs.rmSync(path.join(out, f));
}
const previews = fs
  .readdirSync(tmp)
  .filter((f) => f.startsWith("folie") && f.endsWith(".jpg"))
  .sort();
if (previews.length !== deck.slides.length)
  throw new Error(`${previews.length} previews for ${deck.slides.length} slides`);
const slides = previews.map((file, i) => {
  const name = `folie-${String(i + 1).padStart(2, "0")}.jpg`;
  const thumb = name.replace(".jpg", "-klein.jpg");
  const medium = name.replace(".jpg", "-mittel.jpg");
  fs.copyFileSync(path.join(tmp, file), path.join(out, name));
  fs.copyFileSync(path.join(tmp, file.replace(/^folie/, "mini")), path.join(out, thumb));
  fs.copyFileSync(path.join(tmp, file.replace(/^folie/, "mittel")), path.join(out, medium));
  // The alt text is what the slide says: its title and bullet points.
  const slide = deck.slides[i];
  const said = [slide?.title, ...(slide?.bullets ?? [])].filter(Boolean).join(" – ");
  return {
    src: `/example/${name}`,
    thumb: `/example/${thumb}`,
    medium: `/example/${medium}`,
    alt: `Folie ${i + 1}${said ? `: ${said}` : ""}`,
    width: 1280,
    height: 720,
  };
});
for (const f of files) fs.copyFileSync(path.join(tmp, f.name), path.join(out, f.name));

// The landing page's "Was Studierende bekommen" cards: a real slide of this deck (the first results slide
// that shows one of the paper's own figures or tables, else the first results slide), the start of its
// speaker notes, and one generated exam question on the results.
const content = result.stages["slide-content-creator"] as ContentStage;
const showsThesisObject = (i: number) => {
  const s = deck.slides[i];
  return !!s && s.images.length + s.tables.length + s.charts.length > 0 && /(^|\n)Quelle: /.test(s.text);
};
const withPoints = (i: number) => (content.slides[i]?.bullets.length ?? 0) >= 2;
const kindOrder = ["results", "discussion", "conclusion"];
const contentAt = content.slides
  .flatMap((s, i) => (["title", "agenda", "sources", "thanks", "question"].includes(s.kind) ? [] : [i]))
  .sort((a, b) => rank(a) - rank(b) || a - b);
function rank(i: number): number {
  const at = kindOrder.indexOf(content.slides[i]?.kind ?? "");
  return at < 0 ? kindOrder.length : at;
}
// Results first, then discussion and conclusion: a slide with the paper's own figure and points, else one
// with points.
const featuredIndex =
  contentAt.find((i) => showsThesisObject(i) && withPoints(i)) ??
  contentAt.find(withPoints) ??
  contentAt[0] ??
  1;
const featuredSlide = content.slides[featuredIndex];
if (!featuredSlide) throw new Error("the example deck has no slide to feature");
// The answer to the research question says most about what the paper found.
const question =
  result.questions.find((q) => q.group === "Ergebnisse" && /Forschungsfrage/.test(q.question)) ??
  result.questions.find((q) => q.group === "Ergebnisse") ??
  result.questions.find((q) => q.group === "Grenzen");
if (!question) throw new Error("the example deck has no results question to feature");
const reference = /\s*\(((?:S\.|Kap\.)[^()]*)\)\s*$/.exec(featuredSlide.notes);
const minutes = `${Math.floor(featuredSlide.seconds / 60)}:${String(featuredSlide.seconds % 60).padStart(2, "0")}`;
const featured = {
  slide: featuredIndex,
  notes: {
    text: leadingSentences(featuredSlide.notes.slice(0, reference?.index), 60),
    meta: [`Folie ${featuredIndex + 1}`, `ca. ${minutes} Min.`, reference?.[1]].filter(Boolean).join(" · "),
  },
  question: { group: question.group, question: question.question, answer: question.answer },
};
// The hero shows three slides of this deck: the featured one in front, behind it the title slide and
// another slide with one of the paper's own figures or tables (else the next content slide).
const hero = [
  featuredIndex,
  0,
  contentAt.find((i) => i !== featuredIndex && showsThesisObject(i)) ??
    contentAt.find((i) => i !== featuredIndex) ??
    featuredIndex,
].filter((i, at, all) => all.indexOf(i) === at);
const kb = (name: string) => `${Math.round(fs.statSync(path.join(out, name)).size / 1024)} KB`;
const manifest = {
  source: "Hausarbeit „Kresse-Wachstum“ (TH Bingen, 2023), CC BY 4.0 – github.com/qwerdenkerXD",
  slides,
  downloads: [
    {
      href: "/example/praesentation.pptx",
      label: "PowerPoint herunterladen",
      format: `PPTX, ${kb("praesentation.pptx")}`,
    },
    {
      href: "/example/sprechernotizen.pdf",
      label: "Sprechernotizen herunterladen",
      format: `PDF, ${kb("sprechernotizen.pdf")}`,
    },
    {
      href: "/example/pruefungsfragen.pdf",
      label: "Prüfungsfragen herunterladen",
      format: `PDF, ${kb("pruefungsfragen.pdf")}`,
    },
  ],
  featured,
  hero,
};
fs.writeFileSync(path.join(out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`example deck: ${slides.length} slides → ${path.relative(root, out)}`);

/** Whole sentences from the start of `text`, at least one, until about `maxWords` words. */
function leadingSentences(text: string, maxWords: number): string {
  const sentences = text.trim().match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? [text.trim()];
  const out: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    const n = sentence.trim().split(/\s+/).length;
    if (out.length > 0 && words + n > maxWords) break;
    out.push(sentence.trim());
    words += n;
  }
  return out.join(" ");
}
