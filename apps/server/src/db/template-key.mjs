// What the database template new data folders start from is made of (decision 020), in plain JavaScript:
// the server (db/template.ts) and the build script that makes the template (scripts/build-server.mjs,
// which runs before anything is compiled) must agree on it.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** The version in the package.json of an installed package, found from where Node resolves it. */
function installedVersion(name) {
  for (let dir = path.dirname(require.resolve(name)); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
    if (pkg.name === name && pkg.version) return pkg.version;
  }
  throw new Error(`no package.json of ${name} found`);
}

/** Every file under a folder, as paths relative to it, in a fixed order. */
function filesUnder(root, dir = root) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(root, full) : [path.relative(root, full)];
    });
}

/**
 * A short hash of the PGlite release (its data folder format), the pg-boss release (its schema) and every
 * migration file. A template made from anything else is not used.
 */
export function dbTemplateKey(migrationsFolder) {
  const hash = createHash("sha256");
  hash.update(`pglite ${installedVersion("@electric-sql/pglite")}\n`);
  hash.update(`pg-boss ${installedVersion("pg-boss")}\n`);
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(`${file}\n`).update(fs.readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** The template folder for a key: `<root>/db-template-<key>`. */
export function dbTemplateDir(root, key) {
  return path.join(root, `db-template-${key}`);
}

/** True when the template folder is a whole one: it is renamed into place only when finished. */
export function dbTemplateIsBuilt(dir) {
  return fs.existsSync(path.join(dir, "PG_VERSION"));
}
