/**
 * The free analysis as German HTML (SPEC: analysis_html_content). Every text is escaped, and the result is
 * passed through sanitize-html with a closed list of tags: no script, no event handlers, no links, no styles.
 * The only thing that loads is a figure preview: an <img> whose src is a relative `/api/…` URL of our own
 * server (given by `figureUrl`); any other image source is removed.
 */
import type SanitizeHtml from "sanitize-html";
import { lazyRequire } from "../lazy-require.ts";
import type { Passage } from "../understand/schema.ts";
import type { Analysis, AnalysisFigure, Placed } from "./analysis.ts";
import { LINK_CHECK_UNAVAILABLE, REFUND_THRESHOLD, type SourceCheckResult } from "./source-check.ts";

const sanitizeHtml = lazyRequire<typeof SanitizeHtml>("sanitize-html");

const esc = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
/** No-break space: "S. 12", "487 Wörter", "17 %" never end up on two lines. */
const NBSP = "\u00a0";
/** Where a quote or figure stands, as `analysis.ts` placed it ("S. 12", "S. iv", "Kap. 2.3"). */
const pageRef = (place: string) =>
  place ? ` <small class="fw-page">(${esc(place).replace(/\. /gu, `.${NBSP}`)})</small>` : "";
const list = (items: string[], cls = "") =>
  items.length ? `<ul${cls ? ` class="${cls}"` : ""}>${items.map((i) => `<li>${i}</li>`).join("")}</ul>` : "";
const quotes = (ps: Placed<Passage>[]) =>
  list(
    ps.map((q) => `<q>${esc(q.text)}</q>${pageRef(q.place)}`),
    "fw-quotes",
  );
const section = (id: string, title: string, body: string) =>
  body.trim() ? `<section class="fw-${id}"><h2>${esc(title)}</h2>${body}</section>` : "";
/** The analysis is shown as soon as the text is read; figures and tables follow (text first). */
export const PICTURES_PENDING =
  "Deine Abbildungen und Tabellen werden gerade eingelesen. Sobald sie fertig sind, erscheinen sie hier, und die Wortzahlen oben werden genauer (ohne den Text in Abbildungen).";
const none = (text: string) => `<p class="fw-none">${esc(text)}</p>`;
const pct = (x: number) => `${Math.round(x * 100)} %`;

function sourceCheckHtml(a: Analysis, check?: SourceCheckResult): string {
  const refs = a.references;
  const intro = `<p>Im Literaturverzeichnis stehen ${refs.total} Einträge, davon ${refs.withUrl} mit Web-Link und ${refs.withDoi} mit DOI (${refs.links} prüfbare Links).</p>`;
  if (check?.mode === "unavailable") {
    return `${intro}<p class="fw-unavailable"><strong>${LINK_CHECK_UNAVAILABLE}.</strong> Wir konnten die Links gerade nicht aufrufen, weil keine Netzverbindung bestand. Kein Link wird deshalb als fehlerhaft gezählt – an deinen Quellen musst du dafür nichts ändern.</p>`;
  }
  if (!check || check.mode === "skipped") {
    return `${intro}<p class="fw-skipped">Linkprüfung: übersprungen. Die Links wurden nicht aufgerufen und nicht als fehlerhaft gezählt.</p>`;
  }
  if (check.total === 0) return `${intro}<p>Es gibt keine Links, die geprüft werden könnten.</p>`;
  const working = check.ok + check.restricted;
  const answered = check.ok + check.restricted + check.broken;
  const share = check.workingShare === null ? "–" : pct(check.workingShare);
  const verdict =
    check.belowRefundThreshold === null
      ? ""
      : check.belowRefundThreshold
        ? `<p class="fw-alert"><strong>Weniger als ${pct(REFUND_THRESHOLD)} der Quellen-Links funktionieren.</strong> Prüfe die betroffenen Quellen vor der Abgabe bzw. Verteidigung.</p>`
        : `<p class="fw-ok">Mindestens ${pct(REFUND_THRESHOLD)} der Quellen-Links funktionieren.</p>`;
  const problems = check.items
    .filter((i) => i.status === "broken" || i.status === "refused")
    .slice(0, 50)
    .map((i) => `<code>${esc(i.target)}</code> – ${esc(i.detail ?? "nicht erreichbar")}`);
  const unknown = check.unknown ?? 0;
  const counts = answered
    ? `<strong>${working} von ${answered} geprüften Links funktionieren (${share}).</strong>`
    : "<strong>Kein Link hat eindeutig geantwortet.</strong>";
  return `${intro}<p>${counts}${
    check.restricted ? ` ${check.restricted} davon sind erreichbar, aber zugangsbeschränkt.` : ""
  }${unknown ? ` ${unknown} ${unknown === 1 ? "Link hat" : "Links haben"} nicht eindeutig geantwortet (Zeitüberschreitung oder Serverfehler) und ${unknown === 1 ? "zählt" : "zählen"} nicht als fehlerhaft.` : ""}${check.skipped ? ` ${check.skipped} Links wurden übersprungen.` : ""}${check.refused ? ` ${check.refused} Links zeigen in ein privates Netz und wurden nicht aufgerufen.` : ""}</p>${verdict}${
    problems.length ? `<h3>Nicht erreichbare Links</h3>${list(problems)}` : ""
  }`;
}

export interface RenderAnalysisOptions {
  /** URL of a stored figure picture by artifact name; must be a relative `/api/…` URL. Without it no pictures. */
  figureUrl?: (artifact: string) => string;
}

/** The only image sources the HTML may carry: relative URLs of our own API, plain path characters. */
const IMAGE_SRC = /^\/api\/[A-Za-z0-9._~%/-]+$/;
function safeImageSrc(src: string | undefined): src is string {
  if (typeof src !== "string" || !IMAGE_SRC.test(src)) return false;
  // No segment may be empty or, even percent-encoded, "." / ".." or contain a slash.
  return src
    .slice(1)
    .split("/")
    .every((segment) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return decoded !== "" && decoded !== "." && decoded !== ".." && !/[/\\]/.test(decoded);
    });
}
/** Largest preview box in CSS pixels; the picture keeps its aspect ratio inside it. */
const PREVIEW = { width: 320, height: 240 };

function previewSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PREVIEW.width / width, PREVIEW.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** One figure or table: a small preview when there is a picture with a safe URL, else label and caption. */
function figureHtml(f: AnalysisFigure, figureUrl?: (artifact: string) => string): string {
  const caption = f.caption.trim();
  const src = f.image && figureUrl ? figureUrl(f.image.artifact) : undefined;
  let img = "";
  if (f.image && safeImageSrc(src)) {
    const size = previewSize(f.image.width, f.image.height);
    img = `<img src="${esc(src)}" width="${size.width}" height="${size.height}" loading="lazy" alt="${esc(caption || f.label)}">`;
  }
  const text = `<strong>${esc(f.label)}</strong>${caption ? `: ${esc(caption)}` : ""}${pageRef(f.place)}`;
  return `<li><figure class="fw-figure${img ? "" : " fw-figure-text"}">${img}<figcaption>${text}</figcaption></figure></li>`;
}

/** "1 Tabelle", "3 Tabellen" (with a non-breaking space). */
const count = (n: number, one: string, many: string) => `${n}${NBSP}${n === 1 ? one : many}`;

/**
 * Broken source links are a weakness the examiners can check, once the links were checked. Only links a
 * server showed to be gone: not the unknown ones (timeouts, server errors) nor those not called at all.
 */
function linkWeakness(check: SourceCheckResult | undefined): string[] {
  if (check?.mode !== "checked" || check.broken === 0) return [];
  const n = check.broken;
  return [
    `${n} ${n === 1 ? "Quellen-Link ist" : "Quellen-Links sind"} nicht erreichbar (siehe Quellenprüfung) – korrigiere sie oder halte eine Erklärung bereit.`,
  ];
}

const APPROACH_LABEL = {
  literature: "Literaturarbeit",
  empirical: "empirisches Vorgehen",
  mixed_methods: "Mixed Methods",
} as const;

/** What the student told us and this analysis follows ("Bachelorarbeit · empirisches Vorgehen · 20 Minuten Vortrag"). */
function answersLine(answers: Analysis["answers"] | undefined): string {
  if (!answers) return "";
  const facts = [
    answers.workType,
    answers.researchType ? APPROACH_LABEL[answers.researchType] : null,
    answers.minutesChosen
      ? `${answers.minutes}${NBSP}Minuten Vortrag`
      : `Vortragsdauer noch nicht gewählt (Vorschlag für ${answers.minutes}${NBSP}Minuten)`,
  ].filter((x): x is string => Boolean(x));
  return `<p class="fw-answers">Abgestimmt auf deine Angaben: ${facts.map(esc).join(" · ")}</p>`;
}

export function renderAnalysisHtml(
  a: Analysis,
  sourceCheck?: SourceCheckResult,
  opts: RenderAnalysisOptions = {},
): string {
  const parts: string[] = [];
  const tp = a.titlePage;
  // The title line carries the subtitle (an analysis stored before fullTitle existed shows it below).
  const shownTitle = a.fullTitle ?? a.title;
  const titleFacts = [a.fullTitle ? null : tp.subtitle, tp.kindOfWork, tp.institution, tp.date].filter(
    (x): x is string => Boolean(x),
  );
  parts.push(
    `<h1>Analyse deiner Arbeit</h1>${shownTitle ? `<p class="fw-title">${esc(shownTitle)}</p>` : ""}${answersLine(a.answers)}${
      titleFacts.length
        ? `<p class="fw-title-page"><small>${titleFacts.map(esc).join(" · ")}</small></p>`
        : ""
    }`,
  );
  if (a.status === "insufficient") {
    parts.push(
      section(
        "insufficient",
        "Diese Datei lässt sich noch nicht sinnvoll analysieren",
        `<p>Wir haben die Datei gelesen, aber es fehlt zu viel, um daraus eine belastbare Analyse oder einen Vortrag zu erstellen:</p>${list(a.missing.map(esc))}<p>Lade bitte die fertige Fassung deiner Arbeit hoch (PDF oder Word).</p>`,
      ),
    );
  }
  parts.push(section("summary", "Worum es geht", a.summary.map((s) => `<p>${esc(s)}</p>`).join("")));
  parts.push(
    section(
      "structure",
      "Aufbau",
      a.structure.length
        ? `<div class="fw-table-scroll"><table><thead><tr><th scope="col">Kapitel</th><th scope="col">Rolle</th><th scope="col">Umfang</th></tr></thead><tbody>${a.structure
            .map(
              (s) =>
                `<tr><td>${esc(s.label)}</td><td>${esc(s.roleLabel)}</td><td>${s.wordCount.toLocaleString("de-DE")}${NBSP}Wörter (${pct(s.share).replace(" ", NBSP)})</td></tr>`,
            )
            .join("")}</tbody></table></div>${
            a.picturesPending
              ? ""
              : `<p>${count(a.figureCount, "Abbildung", "Abbildungen")}, ${count(a.tableCount, "Tabelle", "Tabellen")}.</p>`
          }${a.appendix.length ? `<p><strong>Anhang:</strong> ${esc(a.appendix.join("; "))}</p>` : ""}`
        : none("Es wurden keine Kapitel erkannt."),
    ),
  );
  if (a.picturesPending) {
    parts.push(
      section("figures", "Abbildungen und Tabellen", `<p class="fw-pending">${PICTURES_PENDING}</p>`),
    );
  } else if (a.figures.length) {
    parts.push(
      section(
        "figures",
        "Abbildungen und Tabellen",
        `<ul class="fw-figure-list">${a.figures.map((f) => figureHtml(f, opts.figureUrl)).join("")}</ul>`,
      ),
    );
  }
  parts.push(
    section(
      "question",
      "Forschungsfrage und Ziel",
      (a.researchQuestions.length
        ? quotes(a.researchQuestions)
        : none("Keine ausdrücklich formulierte Forschungsfrage gefunden.")) +
        (a.goal ? `<p><strong>Ziel:</strong> <q>${esc(a.goal.text)}</q>${pageRef(a.goal.place)}</p>` : "") +
        (a.hypotheses.length ? `<h3>Hypothesen</h3>${quotes(a.hypotheses)}` : ""),
    ),
  );
  parts.push(
    section(
      "method",
      "Methode",
      (a.methodSummary ? `<p>${esc(a.methodSummary)}</p>` : none("Keine Methode erkannt.")) +
        (a.method?.sampleSizeEvidence
          ? `<p><small>Stichprobe laut Arbeit: <q>${esc(a.method.sampleSizeEvidence.text)}</q>${pageRef(a.method.sampleSizeEvidence.place)}</small></p>`
          : ""),
    ),
  );
  parts.push(
    section(
      "results",
      "Zentrale Ergebnisse",
      a.keyResults.length ? quotes(a.keyResults) : none("Keine Ergebnisaussagen mit Zahlen gefunden."),
    ),
  );
  parts.push(
    section(
      "limitations",
      "Grenzen der Arbeit",
      a.limitations.length ? quotes(a.limitations) : none("Die Arbeit nennt kaum eigene Grenzen."),
    ),
  );
  if (a.conclusion.length || a.outlook.length) {
    parts.push(
      section(
        "conclusion",
        "Fazit und Ausblick",
        quotes([...a.conclusion.slice(0, 3), ...a.outlook.slice(0, 2)]),
      ),
    );
  }
  const weaknesses = [...a.weaknesses, ...linkWeakness(sourceCheck)];
  parts.push(
    section(
      "assessment",
      "Stärken und Schwächen für den Vortrag",
      `<h3>Stärken</h3>${a.strengths.length ? list(a.strengths.map(esc)) : none("Keine besonderen Stärken erkannt.")}<h3>Schwächen</h3>${
        weaknesses.length
          ? list(weaknesses.map(esc))
          : none(
              `Keine auffälligen Schwächen erkannt.${a.weaknessChecks.length ? ` Geprüft: ${a.weaknessChecks.join("; ")}.` : ""}`,
            )
      }`,
    ),
  );
  if (a.examinerQuestions.length) {
    parts.push(
      section(
        "questions",
        "Worauf die Prüfer voraussichtlich eingehen",
        list(
          a.examinerQuestions.map(
            (q) => `<strong>${esc(q.topic)}:</strong> ${esc(q.question)} <small>(${esc(q.basis)})</small>`,
          ),
        ),
      ),
    );
  }
  if (a.status === "ok") {
    parts.push(
      section(
        "outline",
        `Vorschlag für die Gliederung deines Vortrags (${a.outline.minutes} Minuten)`,
        `<ol>${a.outline.segments
          .map(
            (s) =>
              `<li><strong>${esc(s.title)}</strong> – ${s.minutes.toLocaleString("de-DE")} Min., ${s.slides} ${s.slides === 1 ? "Folie" : "Folien"}${
                s.sources.length ? `<br><small>aus: ${esc(s.sources.join("; "))}</small>` : ""
              }${list(s.points.map(esc))}</li>`,
          )
          .join("")}</ol>`,
      ),
    );
  }
  parts.push(section("sources", "Quellenprüfung", sourceCheckHtml(a, sourceCheck)));
  if (a.warnings.length) parts.push(section("warnings", "Hinweise zum Einlesen", list(a.warnings.map(esc))));
  const html = `<article class="fw-analysis" lang="de">${parts.join("")}</article>`;
  return sanitizeHtml()(html, {
    allowedTags: [
      "article",
      "section",
      "div",
      "h1",
      "h2",
      "h3",
      "p",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "q",
      "small",
      "code",
      "br",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "figure",
      "figcaption",
      "img",
    ],
    allowedAttributes: {
      "*": ["class", "lang"],
      th: ["scope"],
      img: ["src", "alt", "width", "height", { name: "loading", multiple: false, values: ["lazy"] }],
    },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
    allowProtocolRelative: false,
    // An image survives only with a relative /api/ source and numeric dimensions.
    exclusiveFilter: (frame) =>
      frame.tag === "img" &&
      (!safeImageSrc(frame.attribs.src) ||
        !/^\d{1,4}$/.test(frame.attribs.width ?? "") ||
        !/^\d{1,4}$/.test(frame.attribs.height ?? "")),
    disallowedTagsMode: "discard",
  });
}
