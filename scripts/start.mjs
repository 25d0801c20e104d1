// `npm start`: build the web app and the server (scripts/build-server.mjs) if missing or older than their
// sources, then run the compiled server (web + API + worker in one process unless --role=web|worker is
// given) with embedded defaults. `npm run dev` runs the TypeScript sources through tsx instead.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildServer, newestMtime, serverBuildIsStale, serverMain } from "./build-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const built = path.join(web, "dist/landing.html"); // the build's last page (apps/web/scripts/build.ts)

const role = process.argv.find((a) => a.startsWith("--role="))?.slice(7) ?? "all";
// An operator who serves their own build (WEB_DIST_DIR) does not need apps/web/dist.
if (role !== "worker" && !process.env.WEB_DIST_DIR) {
  const sources = Math.max(
    newestMtime(path.join(web, "src")),
    newestMtime(path.join(web, "public")),
    newestMtime(path.join(web, "scripts")),
    newestMtime(path.join(web, "index.html")),
  );
  if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
    console.error("Baue die Web-App …");
    execFileSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  }
}

if (serverBuildIsStale()) {
  console.error("Baue den Server …");
  await buildServer();
}

await import(pathToFileURL(serverMain).href);
