import { existsSync } from "node:fs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { extractDocx } from "../src/ingest/docx/extract-docx.ts";
import { readImageHeader } from "../src/ingest/docx/image-header.ts";
import { simpleFieldTexts } from "../src/ingest/docx/simple-fields.ts";
import { CORPUS_DIR, corpusBytes } from "./support/corpus.ts";

// --- tiny hand-made image headers (only the bytes the size reader looks at) -------------------------------

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

const png = (w: number, h: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    "IHDR",
    be32(w),
    be32(h),
    [8, 6, 0, 0, 0],
  );
const gif = (w: number, h: number) => bytes("GIF89a", le16(w), le16(h), [0xf7, 0, 0]);
/** SOI, an APP0 (JFIF) segment, then a start-of-frame segment (SOF0 baseline or SOF2 progressive). */
const jpeg = (w: number, h: number, sof = 0xc0) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0],
    be16(16),
    "JFIF\0",
    [1, 1, 0],
    be16(72),
    be16(72),
    [0, 0],
    [0xff, sof],
    be16(17),
    [8],
    be16(h),
    be16(w),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  );

describe("readImageHeader", () => {
  it("reads type and size of PNG, GIF and JPEG headers", () => {
    expect(readImageHeader(png(640, 480))).toEqual({ contentType: "image/png", width: 640, height: 480 });
    expect(readImageHeader(png(70000, 3))).toEqual({ contentType: "image/png", width: 70000, height: 3 });
    expect(readImageHeader(gif(300, 2))).toEqual({ contentType: "image/gif", width: 300, height: 2 });
    expect(readImageHeader(bytes("GIF87a", le16(1), le16(513)))).toEqual({
      contentType: "image/gif",
      width: 1,
      height: 513,
    });
    expect(readImageHeader(jpeg(960, 540))).toEqual({ contentType: "image/jpeg", width: 960, height: 540 });
    expect(readImageHeader(jpeg(1200, 800, 0xc2))).toEqual({
      contentType: "image/jpeg",
      width: 1200,
      height: 800,
    });
  });
  it("skips JPEG fill bytes and segments before the frame", () => {
    const withFill = bytes([0xff, 0xd8, 0xff], [0xff, 0xe1], be16(4), [0, 0], [...jpeg(10, 20).subarray(2)]);
    expect(readImageHeader(withFill)).toEqual({ contentType: "image/jpeg", width: 10, height: 20 });
  });
  it("rejects other formats, cut-off headers and zero sizes", () => {
    const emf = bytes([1, 0, 0, 0, 108, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], " EMF");
    expect(readImageHeader(emf)).toBeNull();
    expect(readImageHeader(bytes("II*\0", [8, 0, 0, 0]))).toBeNull(); // TIFF
    expect(readImageHeader(bytes([0xd7, 0xcd, 0xc6, 0x9a], [0, 0, 0, 0]))).toBeNull(); // placeable WMF
    expect(readImageHeader(png(640, 480).subarray(0, 20))).toBeNull();
    expect(readImageHeader(png(0, 480))).toBeNull();
    expect(readImageHeader(jpeg(960, 540).subarray(0, 24))).toBeNull();
    expect(readImageHeader(bytes([0xff, 0xd8], [0xff, 0xda], be16(2)))).toBeNull(); // scan before frame
    expect(readImageHeader(new Uint8Array())).toBeNull();
  });
});

describe("simpleFieldTexts", () => {
  it("restores the shown result of <w:fldSimple> fields that mammoth drops", () => {
    const xml =
      '<w:body><w:p w:rsidR="1"><w:r><w:t xml:space="preserve">Abbildung </w:t></w:r>' +
      '<w:fldSimple w:instr=" SEQ Abbildung \\* ARABIC "><w:r><w:t>12</w:t></w:r></w:fldSimple>' +
      "<w:r><w:t>: Daten &amp; Modell</w:t></w:r></w:p><w:p><w:r><w:t>Sonst nichts</w:t></w:r></w:p>" +
      '<w:p><w:r><w:t xml:space="preserve">Abbildung </w:t></w:r><w:fldSimple w:instr=" SEQ Abbildung ">' +
      "<w:r><w:t>13</w:t></w:r></w:fldSimple><w:r><w:t>: Daten &amp; Modell</w:t></w:r></w:p></w:body>";
    const map = simpleFieldTexts(xml);
    // Keyed by the text as mammoth gives it (whitespace-free, lower case); same text twice keeps both numbers.
    expect([...map.keys()]).toEqual(["abbildung:daten&modell"]);
    expect(map.get("abbildung:daten&modell")).toEqual([
      "Abbildung 12: Daten & Modell",
      "Abbildung 13: Daten & Modell",
    ]);
  });
});

// --- a hand-made DOCX: every kind of image the scan must tell apart ----------------------------------------

const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';

const para = (text: string, style?: string) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ""}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const picture = (rid: string) =>
  `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="3000000" cy="2000000"/><wp:docPr id="${rid.slice(3)}" name="Bild"/>` +
  '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>' +
  `<pic:blipFill><a:blip r:embed="${rid}"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;

async function handMadeDocx(): Promise<Uint8Array> {
  const media: [string, Uint8Array][] = [
    ["logo.png", png(300, 100)],
    ["plot.png", png(640, 480)],
    ["vector.emf", bytes([1, 0, 0, 0], " EMF")],
    ["clip.wmf", bytes([0xd7, 0xcd, 0xc6, 0x9a])],
    ["scan.tiff", bytes("II*\0")],
    ["icon.gif", gif(50, 40)],
    ["photo.jpeg", jpeg(400, 300)],
    ["chart.gif", gif(200, 200)],
  ];
  const body = [
    picture("rId1"), // title page logo: not a figure
    para("Einleitung", "Heading1"),
    para("Dieser Text beschreibt den Versuch."),
    picture("rId2"),
    '<w:p><w:pPr><w:pStyle w:val="Caption"/></w:pPr><w:r><w:t xml:space="preserve">Abbildung </w:t></w:r>' +
      '<w:fldSimple w:instr=" SEQ Abbildung \\* ARABIC "><w:r><w:t>1</w:t></w:r></w:fldSimple>' +
      "<w:r><w:t>: Aufbau des Versuchs</w:t></w:r></w:p>",
    picture("rId3"),
    para("Abbildung 2: Vektorgrafik", "Caption"),
    picture("rId4"),
    picture("rId5"),
    para("Weiterer Text zwischen den Bildern."),
    picture("rId6"), // 50 × 40 without caption: an icon
    para("Noch ein Absatz."),
    picture("rId7"), // 400 × 300 without caption: still a figure
    para("Text vor der APA-Abbildung."),
    para("Figure 3"),
    para("Title above the chart"),
    picture("rId8"),
    para("Schluss."),
  ].join("");
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/>' +
      '<Default Extension="jpeg" ContentType="image/jpeg"/><Default Extension="gif" ContentType="image/gif"/>' +
      '<Default Extension="emf" ContentType="image/x-emf"/><Default Extension="wmf" ContentType="image/x-wmf"/>' +
      '<Default Extension="tiff" ContentType="image/tiff"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
  );
  zip.file(
    "_rels/.rels",
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    "word/_rels/document.xml.rels",
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      media
        .map(
          ([name], i) =>
            `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/${name}"/>`,
        )
        .join("") +
      `<Relationship Id="rId${media.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  );
  zip.file(
    "word/styles.xml",
    '<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style>' +
      '<w:style w:type="paragraph" w:styleId="Caption"><w:name w:val="caption"/></w:style></w:styles>',
  );
  zip.file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8"?><w:document ${NS}><w:body>${body}</w:body></w:document>`,
  );
  for (const [name, data] of media) zip.file(`word/media/${name}`, data);
  return zip.generateAsync({ type: "uint8array" });
}

describe("DOCX figures from a hand-made document", () => {
  it("keeps PNG/JPEG/GIF figures, counts EMF/WMF/TIFF as skipped, drops logos and icons", async () => {
    const doc = await extractDocx(await handMadeDocx());
    expect(doc.skippedImages).toBe(3);
    expect(
      doc.figures.map((f) => [f.number, f.caption, f.image?.contentType, f.image?.width, f.image?.height]),
    ).toEqual([
      ["1", "Abbildung 1: Aufbau des Versuchs", "image/png", 640, 480],
      [null, "", "image/jpeg", 400, 300],
      ["3", "Figure 3: Title above the chart", "image/gif", 200, 200],
    ]);
    for (const f of doc.figures) {
      expect(f.kind).toBe("figure");
      expect(f.page).toBe(1);
    }
  });
});

// --- the corpus -----------------------------------------------------------------------------------------

const available = existsSync(CORPUS_DIR);

async function mediaCount(data: Uint8Array): Promise<number> {
  const zip = await JSZip.loadAsync(data);
  return Object.keys(zip.files).filter((n) => n.startsWith("word/media/")).length;
}

async function figuresOf(name: string) {
  const data = corpusBytes(name);
  const doc = await extractDocx(data);
  for (const f of doc.figures) {
    const img = f.image;
    expect(img, f.caption).not.toBeNull();
    if (!img) continue;
    expect(img.data).toBeInstanceOf(Uint8Array);
    expect(img.data.length).toBeGreaterThan(10_000);
    // The declared type and size are what the bytes say.
    expect(readImageHeader(img.data)).toEqual({
      contentType: img.contentType,
      width: img.width,
      height: img.height,
    });
    expect(Math.min(img.width, img.height)).toBeGreaterThanOrEqual(300);
    expect(Math.max(img.width, img.height)).toBeLessThanOrEqual(2000);
    expect(f.page).toBeGreaterThanOrEqual(1);
    expect(f.page).toBeLessThanOrEqual(doc.pageCount);
  }
  const pages = doc.figures.map((f) => f.page ?? 0);
  expect(pages).toEqual([...pages].sort((a, b) => a - b));
  return { doc, media: await mediaCount(data) };
}

describe.runIf(available)("DOCX figures from the corpus", () => {
  it("English thesis: APA captions above the picture, title-page logo and signature are no figures", async () => {
    const { doc, media } = await figuresOf("en_ba_psychologie_euthymia-scale_cfh.docx");
    expect(media).toBe(10);
    expect(doc.skippedImages).toBe(0);
    expect(doc.figures.map((f) => [f.number, f.caption])).toEqual([
      ["1", "Figure 1: The Unifying Concept of Euthymia as defined by Guidi and Fava (2022)"],
      ["C3", "Figure C3: Residuals vs. Fitted Plot for ES-G Model from Sensitivity to Change Analysis"],
      [
        "C4",
        "Figure C4: Residuals vs. Fitted Plot for ES-G Likert Model from Sensitivity to Change Analysis",
      ],
      ["C5", "Figure C5: Residuals vs. Fitted Plot for ES-G Model from Incremental Validity Analysis"],
      ["C6", "Figure C6: Residuals vs. Fitted Plot for ES-G Likert Model from Incremental Validity Analysis"],
      ["D1", "Figure D1: Parallel Analysis Scree Plot based on Factor Analysis"],
      ["F1", "Figure F1: ROC Curve for Non-Clinical Group"],
      ["F2", "Figure F2: ROC Curve for Clinical Group"],
    ]);
    expect(doc.figures.map((f) => f.image?.contentType)).toEqual([
      "image/jpeg",
      ...Array<string>(7).fill("image/png"),
    ]);
    expect(doc.figures[0]?.image).toMatchObject({ width: 960, height: 540 });
    // Figure 1 sits in the theory chapter, the others in the appendix at the end.
    expect(doc.figures[0]?.page).toBeLessThan(30);
    expect(doc.figures[1]?.page).toBeGreaterThan(80);
  });

  it("German paper: captions below the picture, numbers from Word's SEQ fields", async () => {
    const { doc, media } = await figuresOf("de_hausarbeit_ki_hotel-stornierung_entwurf.docx");
    expect(media).toBe(13);
    expect(doc.skippedImages).toBe(0);
    expect(doc.figures.map((f) => f.number)).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 1)));
    expect(doc.figures.map((f) => f.caption)).toEqual([
      "Abbildung 1: CRISP DM Cycle",
      "Abbildung 2: Verteilung Zielvariable",
      "Abbildung 3: Histogramm für lead_time",
      "Abbildung 4: Histogramm für avg_price_per_room",
      "Abbildung 5: Histogramm für arrival_month",
      "Abbildung 6: Histogramm für lead_time nach Zielvariable",
      "Abbildung 7: Histogramm für avg_price_per_room nach Zielvariable",
      "Abbildung 8: Korrelationsmatrix",
      "Abbildung 9: GridSearchCV Code",
      "Abbildung 10: Learning Curve RF Best Params",
      "Abbildung 11: Learning Curve Best Params with Oversampling",
      "Abbildung 12: Learning Curve Best Params to Prevent Overfitting",
      "Abbildung 13: Konfusionsmatrix",
    ]);
    expect(new Set(doc.figures.map((f) => f.image?.contentType))).toEqual(new Set(["image/png"]));
    expect(doc.figures[0]?.image).toMatchObject({ width: 800, height: 800 });
    expect(doc.figures[12]?.image).toMatchObject({ width: 1615, height: 473 });
  });

  it("German seminar paper: figure references in the text, but no embedded images", async () => {
    const data = corpusBytes("de_seminararbeit_informatik_julia-datenvisualisierung.docx");
    const doc = await extractDocx(data);
    expect(await mediaCount(data)).toBe(0);
    expect(doc.blocks.some((b) => b.kind === "paragraph" && /\(Abb\. 1\)/.test(b.text))).toBe(true);
    expect(doc.figures).toEqual([]);
    expect(doc.skippedImages).toBe(0);
  });
});
