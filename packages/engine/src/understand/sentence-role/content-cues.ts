/**
 * Cues of interpretations and methods: words of explanation, method verbs and nouns, general statements,
 * citations and the first person.
 */

/** Words of explanation and meaning. */
export const INTERPRETATION =
  /\b(?:deutet darauf hin|deuten darauf hin|(?:was|die|der|das) (?:darauf )?hindeute[nt]|hinweis(?:t|en) darauf|hinweisen|hindeuten|lässt sich (?:dadurch |damit |so )?erklären|lässt darauf schließen|erklärt sich|Eine mögliche Erklärung|mögliche Ursache|Dies (?:liegt|lag) (?:vermutlich |wahrscheinlich )?daran|Grund dafür|zurückzuführen|Das begründet|begründet werden|Dies bedeutet|Das bedeutet|bedeutet dies|spricht dafür|sprechen dafür|legt nahe|möglicherweise|vermutlich|wahrscheinlich|vielleicht|scheint|scheinen|dürfte|Dies zeigt, dass|zeigt dies|dementsprechend|folglich|Für den Fall, dass|Die Auswirkungen|Dies könnte|könnte(?:n)? (?:dazu führen|bedeuten|darauf)|ist (?:diese|die) Annahme|Tatsächlich ist (?:allerdings )?anzunehmen|entgegengesetzt der Erwartung|stimmig mit|consistent with|in line with|suggests?|suggesting|implies|imply|indicates? (?:a|an|that)|indicate (?:a|an|that)|may (?:be|serve|reflect|explain|have)|might|could (?:be|explain|reflect)|This (?:means|suggests|indicates)|(?:is|are) (?:generally )?robust to|relevanter|these results indicate)\b/i;

/** The author did something: design, data collection, procedure, analysis, tools. */
export const METHOD_ACTION =
  /\b(?:wurde(?:n)?|wird|werden|haben wir|habe ich|ich habe|wir haben)\b.{0,120}\b(?:erhoben|durchgeführt|berechnet|verwendet|eingesetzt|gemessen|analysiert|ausgewertet|erstellt|entwickelt|trainiert|ausgewählt|erfasst|gewählt|implementiert|simuliert|betrachtet|untersucht|gesammelt|befragt|codiert|kodiert|geschätzt|modelliert|angepasst|aufgeteilt|gruppiert|bestimmt|ermittelt|angenähert|eingeteilt|benannt|genutzt|benutzt|gespeichert|ausgelesen|begrenzt|limitiert|eingegrenzt|gesucht|getroffen|vorgenommen|verglichen|abgefragt|gegossen|gelagert|ausgespült|gegeben|umgerechnet|eingebunden|entnommen|bereitgestellt|serialisiert|festgelegt|definiert|abgebildet|geplottet|geprüft|erzeugt|ausgeführt|aktiviert|geladen|dargestellt|gebildet|zur Verfügung gestellt|eingereicht|beschränkt|einzuschränken|gewässert|ersetzt)\b|\b(?:were|was|have been|had been)\s+(?:\w+\s+){0,3}(?:conducted|used|assessed|carried out|fitted|classified|compared|recruited|administered|entered|adopted|derived|evaluated|collected|measured|calculated|computed|tested|performed|analy[sz]ed|applied|included|excluded|examined|estimated|translated|grouped|defined|based|asked|randomi[sz]ed|reported|guided|targeted|omitted|changed|planned|preregistered|obtained|selected|coded)\b|\bEs (?:wird|werden) (?:\w+ ){0,3}(?:erstellt|durchgeführt|verwendet|berechnet|definiert|implementiert|betrachtet|untersucht)|\b(?:erfolgt|erfolgen|erfolgte)\b/i;

/** Nouns of a method section (data, sample, questionnaire): weaker than an action. */
export const METHOD_NOUN =
  /\b(?:Die Daten|Der Datensatz|Unser Datensatz|Der analysierte Datensatz|Die Stichprobe|The sample|The data|Participants|Patients|Die Teilnehmenden|Im Datensatz|Der Beobachtungszeitraum|Er beginnt|Es umfasst)\b|\b(?:Stichprobe|Fragebogen|Befragung|Interviews?|Datensatz|Datenbasis|Datenerhebung|Versuchsaufbau|Versuchsmedien|Messgerät|questionnaire|survey|sample|dataset|data set|procedure|participants|scale|subscale|items?)\b/i;

/** Modal or general present-tense statements that describe a field, not this work. */
export const GENERAL =
  /\b(?:kann|können|sollte|sollten|ermöglicht|bietet|bieten|gehört|gehören|handelt es sich|gilt|gelten|is one of|are known|typically|generally|often|häufig|in der Regel|grundsätzlich|ist ein|ist eine|sind ein)\b/i;

/** Citations of other work ("(vgl. Haller 2017)", "[34]", "(Fava et al., 2018)", "Haller (2017)"). */
export const CITATION =
  /\(vgl\.|\bvgl\.|\[\d+(?:[,–-]\s*\d+)*(?:,\s*p\.?\s*\d*)?\]?|\((?:[\p{Lu}][\p{L}'’-]+(?:,? (?:&|und|and|et al\.|u\. a\.) ?[\p{Lu}]?[\p{L}'’-]*)*,? \d{4}[a-z]?(?:[,;:] [^()]{0,40})?)\)|\b[\p{Lu}][\p{L}'’-]+ (?:et al\. |u\. a\. |und [\p{Lu}][\p{L}'’-]+ )?\(\d{4}[a-z]?\)/u;
export const FIRST_PERSON = /\b(?:ich|wir|mein|meine|meiner|unser|unsere|I|we|our|my)\b/u;
