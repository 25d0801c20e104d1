import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// `npm run build` runs scripts/build.ts: this bundle, then the prerendered landing page, then .br/.gz files.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ["/api", "/healthz", "/files", "/core", "/payment", "/helper", "/free", "/dev", "/presentations"].map(
        (p) => [p, "http://localhost:3000"],
      ),
    ),
  },
  build: {
    target: "es2022",
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
