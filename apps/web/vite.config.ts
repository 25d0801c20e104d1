import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes .br and .gz beside every compressible file of the build, so the server (@fastify/static with
 * preCompressed) sends compressed bytes without compressing per request. Images and downloads are
 * already compressed and are left alone.
 */
function precompress(): Plugin {
  let outDir = "";
  const compressible = /\.(?:js|css|html|svg|json|txt)$/;
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return {
    name: "folienwerk-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ["/api", "/healthz", "/files", "/core", "/payment", "/helper", "/free", "/dev", "/presentations"].map(
        (p) => [p, "http://localhost:3000"],
      ),
    ),
  },
  build: { target: "es2022", sourcemap: false, manifest: true },
});
