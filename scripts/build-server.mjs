// The server's production build (decision 015): apps/server/src/main.ts and the engine it imports bundled by
// esbuild into apps/server/dist/main.js, the ingest worker's entry beside it as ingest-worker.js. Packages
// from node_modules stay outside the bundle (PGlite's WebAssembly, pdf.js, resvg and canvas binaries, fonts
// are loaded from where npm put them); only the workspaces' TypeScript (@folienwerk/*) is compiled in.
// Beside it, once per PGlite and pg-boss release and set of migrations, the embedded database new data
// folders start from (dist/db-template-<key>, decision 020).
//
//   node scripts/build-server.mjs     # `npm run build` runs it; `npm start` when the build is stale
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { dbTemplateDir, dbTemplateIsBuilt, dbTemplateKey } from "../apps/server/src/db/template-key.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverDist = path.join(root, "apps/server/dist");
/** Written last: its presence and time stand for the whole build. */
export const serverMain = path.join(serverDist, "main.js");

/** Everything the bundle is made of or depends on: a change to any of these makes it stale. */
const SOURCES = [
  "apps/server/src",
  "apps/server/drizzle",
  "packages/engine/src",
  "packages/contracts/src",
  "package.json",
  "package-lock.json",
  "apps/server/package.json",
  "packages/engine/package.json",
  "packages/contracts/package.json",
  "tsconfig.base.json",
  "scripts/build-server.mjs",
].map((p) => path.join(root, p));

/** The newest modification time of a file, or of a folder and everything in it (0 when missing). */
export function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** The database template for the installed packages and the committed migrations (it may not exist yet). */
function dbTemplate() {
  return dbTemplateDir(serverDist, dbTemplateKey(path.join(root, "apps/server/drizzle")));
}

/** True when apps/server/dist/main.js or the database template is missing, or the build older than a source. */
export function serverBuildIsStale() {
  const built = fs.statSync(serverMain, { throwIfNoEntry: false });
  if (!built || !dbTemplateIsBuilt(dbTemplate())) return true;
  return Math.max(...SOURCES.map(newestMtime)) > built.mtimeMs;
}

/** Bare imports stay imports, resolved by Node at run time; the workspaces are compiled in. */
const nodeModulesExternal = {
  name: "node-modules-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@folienwerk/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds the bundle. Each file is written under a temporary name and renamed into place, main.js last, so a
 * process starting meanwhile (or a second `npm start` building at the same time) never reads half a file.
 * The files get the build's start time: a source saved during the build is newer and triggers the next one.
 */
export async function buildServer() {
  const { build, stop } = await import("esbuild");
  const started = new Date();
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      main: "apps/server/src/main.ts",
      // The name packages/engine/src/ingest/worker-start.ts looks for beside the bundle.
      "ingest-worker": "packages/engine/src/ingest/worker-entry.ts",
      "make-db-template": "apps/server/src/make-db-template.ts",
    },
    outdir: serverDist,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Stack traces name the source files with NODE_OPTIONS=--enable-source-maps.
    sourcemap: "linked",
    plugins: [nodeModulesExternal],
    write: false,
    logLevel: "warning",
  });
  // esbuild's service process would otherwise live on beside the server that `npm start` runs next.
  await stop();
  fs.mkdirSync(serverDist, { recursive: true });
  const files = result.outputFiles.sort(
    (a, b) => Number(a.path === serverMain) - Number(b.path === serverMain),
  );
  for (const file of files) {
    // Before main.js stands for a finished build: the database template new data folders start from.
    if (file.path === serverMain) makeDbTemplate();
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.utimesSync(temporary, started, started);
    fs.renameSync(temporary, file.path);
  }
}

/**
 * Makes the database template unless the current one exists (apps/server/src/make-db-template.ts), from the
 * bundle just written, in a process of its own, so the memory PGlite's initdb leaves behind is not carried
 * by the `npm start` process that runs the server next.
 */
function makeDbTemplate() {
  if (dbTemplateIsBuilt(dbTemplate())) return;
  execFileSync(process.execPath, [path.join(serverDist, "make-db-template.js")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.error(`Server gebaut: apps/server/dist (${Math.round(performance.now() - started)} ms)`);
}
