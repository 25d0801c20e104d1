// Renders the Open Graph image and the Apple touch icon into public/. Run once after changing them:
//   node apps/web/scripts/make-social-images.mjs
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "../public");
const fontDir = "/usr/share/fonts/truetype/dejavu";
const font = {
  fontFiles: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map((f) => path.join(fontDir, f)),
  loadSystemFonts: false,
  defaultFontFamily: "DejaVu Sans",
};

const mark = (x, y, s) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect width="32" height="32" rx="7" fill="#1e3a8a"/>
    <rect x="7" y="8" width="18" height="12" rx="2" fill="#fff"/>
    <rect x="10" y="11" width="8" height="2" fill="#1e3a8a"/>
    <rect x="10" y="15" width="12" height="2" fill="#93c5fd"/>
    <rect x="15" y="20" width="2" height="5" fill="#fff"/>
  </g>`;

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#eff6ff"/><stop offset="1" stop-color="#dbeafe"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  ${mark(80, 70, 2.6)}
  <text x="180" y="128" font-size="44" font-weight="bold" fill="#0f172a">Folienwerk</text>
  <text x="80" y="275" font-size="64" font-weight="bold" fill="#0f172a">Aus deiner Arbeit wird</text>
  <text x="80" y="355" font-size="64" font-weight="bold" fill="#1d4ed8">deine Präsentation</text>
  <text x="80" y="445" font-size="30" fill="#334155">PowerPoint · Sprechernotizen · Prüfungsfragen</text>
  <text x="80" y="540" font-size="28" fill="#334155">Kostenlose Analyse vorab – auf Deutsch</text>
  <g transform="translate(890 440) rotate(-5) scale(0.85)">
    <rect width="260" height="160" rx="12" fill="#fff" stroke="#bfdbfe" stroke-width="3"/>
    <rect x="24" y="26" width="150" height="16" rx="4" fill="#1e3a8a"/>
    <rect x="24" y="62" width="200" height="10" rx="4" fill="#93c5fd"/>
    <rect x="24" y="84" width="180" height="10" rx="4" fill="#93c5fd"/>
    <rect x="24" y="106" width="120" height="10" rx="4" fill="#93c5fd"/>
  </g>
</svg>`;

const touch = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="#1e3a8a"/>
  <rect x="7" y="8" width="18" height="12" rx="2" fill="#fff"/>
  <rect x="10" y="11" width="8" height="2" fill="#1e3a8a"/>
  <rect x="10" y="15" width="12" height="2" fill="#93c5fd"/>
  <rect x="15" y="20" width="2" height="5" fill="#fff"/>
</svg>`;

for (const [name, svg] of [
  ["og-image.png", og],
  ["apple-touch-icon.png", touch],
]) {
  const png = new Resvg(svg, { font }).render().asPng();
  fs.writeFileSync(path.join(out, name), png);
  console.log(`${name}: ${png.length} bytes`);
}
