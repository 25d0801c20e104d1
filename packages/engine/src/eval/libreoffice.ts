/**
 * Renders a deck with LibreOffice (headless) to PDF and counts its pages with pdfinfo; optionally
 * rasterises pages with pdftoppm. Used by the evaluator where `soffice` is installed.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export async function hasLibreOffice(): Promise<boolean> {
  try {
    await run("soffice", ["--version"], { timeout: 30_000 });
    await run("pdfinfo", ["-v"], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

export interface LibreOfficeRender {
  pages: number;
  pdf: Uint8Array;
  /** Everything the rendered slides show (pdftotext -layout), extracted as a reference deck's PDF is. */
  text: string;
  /** PNG paths when `pngDir` was given. */
  pngs: string[];
}

export async function renderWithLibreOffice(
  pptx: Uint8Array,
  opts: { pngDir?: string; dpi?: number; timeoutMs?: number } = {},
): Promise<LibreOfficeRender> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "folienwerk-lo-"));
  try {
    const input = path.join(dir, "deck.pptx");
    await writeFile(input, pptx);
    // A private profile: parallel runs and a user's own LibreOffice never interfere.
    await run(
      "soffice",
      [
        "--headless",
        "--norestore",
        `-env:UserInstallation=file://${path.join(dir, "profile")}`,
        "--convert-to",
        "pdf",
        "--outdir",
        dir,
        input,
      ],
      { timeout: opts.timeoutMs ?? 180_000 },
    );
    const pdfPath = path.join(dir, "deck.pdf");
    if (!existsSync(pdfPath)) throw new Error("LibreOffice hat kein PDF erzeugt.");
    const info = await run("pdfinfo", [pdfPath], { timeout: 30_000 });
    const pages = Number(info.stdout.match(/^Pages:\s+(\d+)/m)?.[1] ?? 0);
    const pngs: string[] = [];
    if (opts.pngDir) {
      await mkdir(opts.pngDir, { recursive: true });
      await run(
        "pdftoppm",
        ["-png", "-r", String(opts.dpi ?? 50), pdfPath, path.join(opts.pngDir, "slide")],
        {
          timeout: 120_000,
        },
      );
      for (const f of (await readdir(opts.pngDir)).sort())
        if (f.endsWith(".png")) pngs.push(path.join(opts.pngDir, f));
    }
    const text = await pdfText(pdfPath);
    return { pages, pdf: new Uint8Array(await readFile(pdfPath)), text, pngs };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Text of a PDF via pdftotext (for ROUGE against an author's own slides). */
export async function pdfText(file: string): Promise<string> {
  const out = await run("pdftotext", ["-layout", file, "-"], {
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.stdout;
}
