// `npm start`: build the web app if it is missing or older than its sources, then run the server
// (web + API + worker in one process unless --role=web|worker is given) with embedded defaults.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const built = path.join(web, "dist/landing.html"); // the build's last page (apps/web/scripts/build.ts)

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const role = process.argv.find((a) => a.startsWith("--role="))?.slice(7) ?? "all";
if (role !== "worker") {
  const sources = Math.max(
    newestMtime(path.join(web, "src")),
    newestMtime(path.join(web, "public")),
    newestMtime(path.join(web, "scripts")),
    fs.statSync(path.join(web, "index.html")).mtimeMs,
  );
  if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
    console.error("Baue die Web-App …");
    execFileSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  }
}

const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "apps/server/src/main.ts"));
