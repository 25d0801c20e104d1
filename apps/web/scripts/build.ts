// `npm run build -w apps/web`: the production build of the web app, in three steps.
//  1. Vite builds the client bundle into dist/ (dist/index.html is the shell every route starts from).
//  2. Vite builds src/entry-prerender.tsx for Node and renders the landing page with it into
//     dist/landing.html: the same markup the browser would make, so the first paint needs no script and
//     the bundle only hydrates it (decision 014). The server sends it for "/" alone.
//     Both pages preload the web font; the landing page also the wide-screen hero slide.
//  3. Every text file gets a .br and .gz twin, so the server sends compressed bytes without compressing
//     per request (@fastify/static preCompressed). Images and downloads are compressed already.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");

/** What src/entry-prerender.tsx exports, as built for Node. */
interface PrerenderEntry {
  renderLanding(manifestJson: string | null): { html: string; head: string; data: string };
}

/** The shell's empty root, where the rendered page goes. */
const ROOT = '<div id="root"></div>';

async function prerenderLanding(): Promise<void> {
  // Inside the workspace, so Node finds react & co. from the built entry (they stay external).
  const cache = path.join(root, "node_modules", ".cache");
  fs.mkdirSync(cache, { recursive: true });
  const serverOut = fs.mkdtempSync(path.join(cache, "prerender-"));
  try {
    await build({
      root,
      logLevel: "warn",
      build: {
        ssr: "src/entry-prerender.tsx",
        outDir: serverOut,
        emptyOutDir: true,
        manifest: false,
        rolldownOptions: { output: { entryFileNames: "entry-prerender.mjs" } },
      },
    });
    const entry = (await import(
      pathToFileURL(path.join(serverOut, "entry-prerender.mjs")).href
    )) as PrerenderEntry;
    const manifestFile = path.join(dist, "example", "manifest.json");
    const manifestJson = fs.existsSync(manifestFile) ? fs.readFileSync(manifestFile, "utf8") : null;
    const { html, head, data } = entry.renderLanding(manifestJson);
    const shell = fs.readFileSync(path.join(dist, "index.html"), "utf8");
    if (!shell.includes(ROOT) || !shell.includes("</head>"))
      throw new Error(`dist/index.html has no ${ROOT} to render into`);
    const page = shell
      .replace("</head>", `${head}</head>`)
      .replace(ROOT, `<div id="root">${html}</div>${data}`)
      // The page is readable without its script, which only makes it interactive: the script and its
      // chunks load after what paints (stylesheet, font, the hero slide), not competing with it.
      .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
    fs.writeFileSync(path.join(dist, "landing.html"), page);
  } finally {
    fs.rmSync(serverOut, { recursive: true, force: true });
  }
}

/**
 * The web fonts of the entry stylesheet, asked for with the stylesheet instead of after it has been
 * applied: text then paints once, in Inter, rather than in the fallback first and again when it arrives.
 */
function preloadFonts(): void {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { isEntry?: boolean; assets?: string[] }
  >;
  const fonts = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.assets ?? [])
    .filter((asset) => asset.endsWith(".woff2"));
  const links = fonts
    .map((font) => `<link rel="preload" as="font" type="font/woff2" href="/${font}" crossorigin>`)
    .join("");
  for (const page of ["index.html", "landing.html"]) {
    const file = path.join(dist, page);
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("</head>", `${links}</head>`));
  }
}

function precompress(dir: string): void {
  const compressible = /\.(?:js|css|html|svg|json|txt)$/;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !compressible.test(file)) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

await build({ root });
await prerenderLanding();
preloadFonts();
precompress(dist);
console.log("dist/landing.html: die Startseite, vorab gerendert");
