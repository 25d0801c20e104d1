/**
 * A step of the analysis told as what was done, in the main clause ("Zunächst wurde der zeitliche Verlauf
 * betrachtet", "Die resultierenden Parameter wurden einander gegenübergestellt", "Both models were
 * controlled for age", "Ich habe mich für 4 Cluster entschieden", "Die Messungen erfolgten über ein Assay",
 * "Die Simulation basiert auf …"): how a result was obtained, not what came out. Written from how theses of
 * any field narrate their procedure, not from a thesis (decision 055).
 */
import { extractNumbers } from "../text/numbers.ts";
// B: a word's start that knows umlauts ("überprüft"); JavaScript's \b does not.
import { B } from "./text-about-text/word-edges.ts";

/** What a study does to its material, as a German participle. */
const DONE_DE =
  "durchgeführt|ausgeführt|wiederholt|verzichtet|betrachtet|untersucht|analysiert|ausgewertet|verglichen|gegenübergestellt|ausgeweitet|übertragen|simuliert|modelliert|trainiert|getestet|geprüft|überprüft|kontrolliert|gewertet|gezählt|erfasst|gesammelt|erhoben|aufgeteilt|eingeteilt|gruppiert|kodiert|codiert|normiert|standardisiert|transformiert|umgerechnet|permutiert|bereinigt|gefiltert|entfernt|ausgeschlossen|einbezogen|berücksichtigt|vernachlässigt|herangezogen|vorgenommen|angewendet|angewandt|hinzugefügt|eingefügt|ergänzt|gehalten|gespeichert|exportiert|importiert|implementiert|programmiert|aufgerufen|erstellt|erzeugt|generiert|gebildet|variiert|angepasst|kalibriert|validiert|inkubiert|zentrifugiert|gelöst|verdünnt|gemischt|befragt|interviewt|ausgewählt|zugeordnet|entschieden";

/** Participles that may report a measured value ("wurde zu 43 h bestimmt"): a step only without a number. */
const MEASURED_DE = "berechnet|ermittelt|bestimmt|gemessen|geschätzt|quantifiziert";

const DONE_EN =
  "performed|conducted|carried out|used|applied|simulated|inserted|controlled|checked|compared|analy[sz]ed|examined|investigated|tested|trained|selected|chosen|defined|exported|imported|implemented|recorded|collected|coded|grouped|excluded|included|repeated|run|taken into account|assessed|modell?ed|fitted|normali[sz]ed|standardi[sz]ed|transformed|filtered|removed|split|divided|mirrored|averaged|extracted|generated|created|adjusted|calibrated|validated|administered|recruited|interviewed|matched|evaluated";

const MEASURED_EN = "calculated|computed|determined|measured|estimated|quantified";

/** A clause that depends on another (conditional, purpose, reason …): its verb is not the sentence's. */
const SUBORDINATE =
  /^(?:dass|da|weil|wenn|falls|ob|nachdem|indem|sobald|bevor|während|wobei|wodurch|womit|wie|um|sodass|so dass|als|obwohl|damit|was|wo|bis|which|that|who|whom|whose|when|if|because|after|before|as|since|while|although|though|whereas|where|unless|until|so that)\b/iu;

/** A relative clause after the first ("Pflanzen, die … führten, wurden …"); at the start "Die" is an article. */
const RELATIVE = /^(?:die|der|das|dem|den|deren|dessen|welche[rsmn]?)\b/iu;

const passiveDe = (done: string) =>
  new RegExp(
    String.raw`\b(?:wird|werden|wurde|wurden|worden)\b.*${B}(?:${done})(?: (?:werden|worden))?(?: und (?:dann |anschließend )?(?:${done}))?$`,
    "iu",
  );
const passiveEn = (done: string) =>
  new RegExp(
    String.raw`\b(?:is|are|was|were|has been|have been|had been)\s+(?:\p{L}+ly\s+|then\s+|also\s+|first\s+|not\s+|further\s+)?(?:${done})\b`,
    "iu",
  );

const DONE = [passiveDe(DONE_DE), passiveEn(DONE_EN)];
const MEASURED = [passiveDe(MEASURED_DE), passiveEn(MEASURED_EN)];

/** A step done by the author ("Ich habe …", "We then compared …"). */
const FIRST_PERSON = new RegExp(
  String.raw`^(?:ich|wir)\s+(?:habe|haben)\b.*${B}(?:${DONE_DE}|${MEASURED_DE})$|^we\s+(?:then\s+|also\s+|first\s+)?(?:${DONE_EN}|${MEASURED_EN}|ran|chose|decided)\b`,
  "iu",
);

/** How a step was carried out ("erfolgte über ein Assay") or what it rests on ("basiert auf", "is based on"). */
const CARRIED_OUT =
  /\berfolg(?:t|te|ten|en)\s+(?:\p{L}+\s+)?(?:mittels|über|durch|mit|analog|unter|anhand|nach|auf (?:Basis|Grundlage))\b|\b(?:basier(?:t|en|te|ten)|beruh(?:t|en|te|ten)) auf\b|\b(?:is|are|was|were) based on\b/iu;

/** A participle before its auxiliary ("Umgesetzt wird die Untersuchung durch …", "Ausgewertet wurden …"). */
const FRONTED_STEP = new RegExp(String.raw`^(?:${DONE_DE}|umgesetzt)\s+(?:wird|werden|wurde|wurden)\s`, "iu");

/** A finite verb: a clause with one is a clause of its own, not the rest of a list. */
const FINITE = /\b(?:wird|werden|wurde|wurden|worden|ist|sind|war|waren|hat|haben|hatte|hatten)\b/iu;

/**
 * A list's later items belong to the clause its first one stands in ("… werden den Kosten, der Performance
 * und der Usability gegenübergestellt"): a part that opens with an article and has no finite verb of its own
 * is joined back to the part before it, so the participle at its end is read with that part's auxiliary.
 */
function withListTails(clauses: string[]): string[] {
  const out: string[] = [];
  for (const c of clauses) {
    const last = out.length - 1;
    if (last >= 0 && RELATIVE.test(c) && !FINITE.test(c) && FINITE.test(out[last] ?? ""))
      out[last] = `${out[last]}, ${c}`;
    else out.push(c);
  }
  return out;
}

/** Whether the main clause of a sentence tells a step of the procedure (see the file's comment). */
export function narratesStep(text: string): boolean {
  const clauses = text
    .trim()
    .replace(/[.!]+$/u, "")
    // A bracket's commas ("(0, 10 und 50 mM)") part no clauses.
    .replace(/\s*\([^()]*\)/gu, "")
    .split(/[,;:]\s+|\s+[–—]\s+/u)
    .map((c) => c.trim());
  const main = withListTails(clauses).filter(
    (c, i) => c !== "" && !SUBORDINATE.test(c) && (i === 0 || !RELATIVE.test(c)),
  );
  if (main.some((c) => FRONTED_STEP.test(c))) return true;
  if (main.some((c) => CARRIED_OUT.test(c) || FIRST_PERSON.test(c))) return true;
  if (main.some((c) => DONE.some((re) => re.test(c)))) return true;
  return extractNumbers(text).length === 0 && main.some((c) => MEASURED.some((re) => re.test(c)));
}
