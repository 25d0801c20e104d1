import fs from "node:fs";
import path from "node:path";
import type { AppContext } from "../context.ts";
import { escapeHtml } from "../escape-html.ts";
import { webDir } from "./web-dist.ts";

/** HTML of the „Testzahlung“ pages: our logo, name, colours and font, readable from 320 px up. */

/** The logo of apps/web (components/layout/Logo.tsx). */
const LOGO = `<svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="7" fill="#1e3a8a"/><rect x="7" y="8" width="18" height="12" rx="2" fill="#fff"/><rect x="10" y="11" width="8" height="2" fill="#1e3a8a"/><rect x="10" y="15" width="12" height="2" fill="#93c5fd"/><rect x="15" y="20" width="2" height="5" fill="#fff"/></svg>`;

/**
 * The web app's own stylesheets (from its built index.html), so this page gets the app's font faces and
 * `--font-sans` whatever font the app ships; without a web build the same system stack applies.
 */
function appStylesheets(ctx: AppContext): string[] {
  const dir = webDir(ctx.config);
  let html: string;
  try {
    html = fs.readFileSync(path.join(dir, "index.html"), "utf8");
  } catch {
    return [];
  }
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .map((tag) => tag.match(/\bhref="(\/[^"]+)"/)?.[1])
    .filter((href): href is string => Boolean(href));
}

// Colours are the app's Tailwind theme (apps/web/src/index.css): brand-700/900, slate, amber, emerald.
const STYLE = `
*{box-sizing:border-box}
body{font-family:var(--font-sans,ui-sans-serif,system-ui,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif);background:#f8fafc;color:#0f172a;margin:0;line-height:1.5;-webkit-font-smoothing:antialiased}
header{background:#fff;border-bottom:1px solid #e2e8f0}
.bar{max-width:560px;margin:0 auto;padding:14px 16px;display:flex;align-items:center;justify-content:space-between;gap:12px}
.brand{display:flex;align-items:center;gap:10px;color:#0f172a;text-decoration:none;font-size:18px;font-weight:700;letter-spacing:-.01em}
.badge{font-size:12px;font-weight:600;color:#92400e;background:#fffbeb;border:1px solid #fde68a;border-radius:999px;padding:2px 10px;white-space:nowrap}
main{max-width:560px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:16px;box-shadow:0 10px 25px -10px rgba(15,23,42,.18);border:1px solid rgba(15,23,42,.06);padding:24px}
h1{font-size:24px;line-height:1.25;font-weight:700;margin:0 0 16px}
h2{font-size:15px;font-weight:600;margin:0 0 6px}
p{margin:0 0 12px}
.note{background:#fffbeb;border:1px solid #fde68a;color:#451a03;border-radius:8px;padding:12px 14px;margin:0 0 20px;font-size:14px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:0 0 20px;font-size:15px}dt{color:#475569}dd{margin:0;min-width:0;overflow-wrap:anywhere}
.consent{background:#ecfdf5;border:1px solid #a7f3d0;color:#064e3b;border-radius:8px;padding:12px 14px;margin:0 0 24px;font-size:14px}
.consent p{margin:0}
.actions{display:flex;gap:12px;flex-wrap:wrap}form{margin:0}
button,a.button{font:inherit;font-size:15px;font-weight:600;border-radius:8px;padding:12px 20px;cursor:pointer;border:1px solid #cbd5e1;background:#fff;color:#1e293b;text-decoration:none;display:inline-block;text-align:center}
button:hover,a.button:hover{background:#f8fafc}
button.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}button.primary:hover{background:#1e3a8a}
:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
footer{max-width:560px;margin:0 auto 32px;padding:0 16px;font-size:13px;color:#64748b;display:flex;gap:16px;flex-wrap:wrap}
footer a{color:#475569}
@media (max-width:480px){.card{padding:20px}.actions{flex-direction:column}.actions form,.actions button{width:100%}}
`;

export function checkoutPage(ctx: AppContext, title: string, body: string): string {
  const links = appStylesheets(ctx)
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join("");
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)} – Folienwerk</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">${links}
<style>${STYLE}</style></head><body>
<header><div class="bar"><a class="brand" href="/" aria-label="Folienwerk – Startseite">${LOGO}<span>Folienwerk</span></a><span class="badge">Testmodus</span></div></header>
<main><div class="card">${body}</div></main>
<footer><a href="/impressum">Impressum</a><a href="/agb">AGB</a><a href="/datenschutz">Datenschutz</a></footer>
</body></html>`;
}
