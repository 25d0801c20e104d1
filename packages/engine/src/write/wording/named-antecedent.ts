/**
 * A bullet whose subject is a bare "the + noun" that the sentence before named ("In Szenario 5 wird der Service
 * als Container definiert." → "Das Szenario verwendet zwei CPUs"): on a slide the name is gone, so it comes
 * back ("Das Szenario 5 verwendet zwei CPUs", "Die Bibliothek NBomber übernimmt die Thread-Verwaltung").
 */

/** "Das Szenario …", "Die Bibliothek …": an article, one noun, then the rest. */
const BARE_SUBJECT = /^(Der|Die|Das)\s(\p{Lu}[\p{Ll}-]+)\s(?=\p{Ll})/u;

/** A name after the noun: a number or code ("5", "2.1", "A"), or a capitalised name ("NBomber", "GetDuration"). */
const NAME = String.raw`(?:\d+(?:\.\d+)*[a-z]?|[A-Z](?:\d+)?|\p{Lu}[\p{L}\d]*\p{Lu}[\p{L}\d]*|\p{Lu}[\p{L}\d]*\d[\p{L}\d]*)`;

/** The bullet with the name its subject had in the sentence before; unchanged when that sentence named none or several. */
export function withAntecedentName(bullet: string, previous: string | undefined): string {
  const bare = previous ? BARE_SUBJECT.exec(bullet) : null;
  if (!bare || !previous) return bullet;
  const noun = bare[2] as string;
  const named = [
    ...previous.matchAll(new RegExp(String.raw`(?<![\p{L}-])${noun}\s(${NAME})(?![\p{L}\d-])`, "gu")),
  ];
  const names = new Set(named.map((m) => m[1]));
  if (names.size !== 1) return bullet;
  const name = [...names][0] as string;
  // The bullet names it already ("Das Szenario 5 …") or names another of its kind ("… analog zu Szenario 5").
  if (
    new RegExp(String.raw`(?<![\p{L}-])${noun}\s${name.replace(/\./gu, "\\.")}(?![\p{L}\d])`, "u").test(
      bullet,
    )
  )
    return bullet;
  return `${bare[1]} ${noun} ${name} ${bullet.slice(bare[0].length)}`;
}
