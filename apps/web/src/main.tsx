import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./App.tsx";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root fehlt");
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// The landing page arrives rendered (dist/landing.html, scripts/build.ts): React takes over its markup,
// boundary by boundary in the background. Every other route starts from the empty shell.
if (root.hasChildNodes()) {
  // Evaluating the bundle is one task already; React takes over the markup in the next one.
  setTimeout(() => hydrateRoot(root, app), 0);
} else createRoot(root).render(app);
