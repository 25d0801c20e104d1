/**
 * The size of the sample ("N = 120", "120 Teilnehmende"), with the sentence that states it.
 */
import type { Sentence } from "./passage.ts";

const N_EQUALS = /\b[Nn]\s*=\s*(\d{1,3}(?:[.,\u202f ]\d{3})+|\d+)(?![.,]\d)/g;
const N_NOUN =
  /(?<![\d.,])\b(\d{1,3}(?:\.\d{3})+|\d+)\s+(?:\p{L}+\s+){0,2}(Teilnehmende\w*|Teilnehmer\w*|Proband\w*|Befragte\w*|Personen|Versuchspersonen|Studierende\w*|Schüler\w*|participants|respondents|subjects|individuals|students|patients|Patient\w*|Interviews|Artikel\w*|Zeitungsartikel\w*|Tweets|Beiträge\w*|Buchungen|Reservierungen|Datensätze\w*|Datenpunkte\w*|Beobachtungen|observations|Pflanzen|Kressesamen|Samen|Proben|Töpfe\w*|Abgeordnete\w*|Unternehmen|Fragebögen|Einträge\w*|Zeilen)\b/giu;
const SAMPLE_CONTEXT =
  /stichprobe|insgesamt|befragt|nahmen|teilgenommen|untersucht|erhoben|umfass|bestand|bestehen|analysiert|enthält|enthalten|wurden|gesamt|sample|total|recruited|participated|included|consisted|comprised|analy[sz]ed/i;
const TOTAL_BEFORE = /total|insgesamt|gesamt|stichprobe|sample|umfasst|bestand aus|consisted of|comprised/i;

function toInt(s: string): number {
  return Number(s.replace(/[.,\u202f ]/g, ""));
}

export function sampleSize(sentences: Sentence[]): { n: number; sentence: Sentence } | null {
  const candidates: { n: number; score: number; sentence: Sentence }[] = [];
  for (const s of sentences) {
    const roleBonus =
      s.chapterRole === "method"
        ? 3
        : s.chapterRole === "results"
          ? 2
          : s.chapterRole === "introduction"
            ? 0.5
            : 1;
    const total = (at: number) => (TOTAL_BEFORE.test(s.text.slice(Math.max(0, at - 30), at)) ? 2.5 : 1);
    for (const m of s.text.matchAll(N_EQUALS)) {
      const n = toInt(m[1] ?? "");
      const base = m[0].startsWith("N") ? 3 : 2;
      if (n >= 2) candidates.push({ n, score: base * roleBonus * total(m.index ?? 0), sentence: s });
    }
    if (!SAMPLE_CONTEXT.test(s.text)) continue;
    for (const m of s.text.matchAll(N_NOUN)) {
      const n = toInt(m[1] ?? "");
      if (n >= 2 && !(n >= 1900 && n <= 2100)) {
        candidates.push({ n, score: 1.5 * roleBonus * total(m.index ?? 0), sentence: s });
      }
    }
  }
  if (candidates.length === 0) return null;
  // Several mentions of the same n make it the sample size; otherwise the best-placed mention wins.
  const byN = new Map<number, { score: number; sentence: Sentence }>();
  for (const c of candidates) {
    const prev = byN.get(c.n);
    byN.set(c.n, { score: (prev?.score ?? 0) + c.score, sentence: prev?.sentence ?? c.sentence });
  }
  const best = [...byN.entries()].sort((a, b) => b[1].score - a[1].score)[0];
  return best ? { n: best[0], sentence: best[1].sentence } : null;
}
