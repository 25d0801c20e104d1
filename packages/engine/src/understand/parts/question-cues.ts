/**
 * Cues of research questions: the word, the section, indirect questions, the own work, leaning back.
 */

export const RQ_WORD =
  /forschungsfrage|fragestellung|leitfrage|untersuchungsfrage|research questions?|\bRQ\s?\d/i;
export const RQ_SECTION =
  /forschungsfrage|fragestellung|research question|zielsetzung|problemstellung|ziel der arbeit/i;
export const INDIRECT_QUESTION =
  /(?:beschäftigt|befasst) sich mit der (?:forschungs)?frage|geht (?:der|die) (?:forschungs)?frage nach|der frage nach(?:gegangen)?,? (?:wie|ob|welche|inwiefern|inwieweit)|(?:untersucht|analysiert),? (?:wie|ob|inwiefern|inwieweit|welche[nrs]?) |addresses the question|investigates (?:whether|how|to what extent)|examines (?:whether|how)/i;

/**
 * The question is the work's own: the sentence names the work or its author, or asks impersonally ("Es wird
 * untersucht, ob …"); "So hat das Institut der deutschen Wirtschaft untersucht, wie …" reports another's.
 */
export const OWN_WORK =
  /\b(?:diese[rsmn]?|(?:die |der )?vorliegende[rn]?|meine[rnm]?|unsere[rnm]?|this|the present|my|our)\s+(?:\p{L}+\s+)?(?:\p{L}*arbeit|studie|untersuchung|thesis|study|paper|work|analyse)\b|\b(?:ich|wir|I|we)\b|\b(?:wird|werden|wurde|wurden|soll|sollen|is|are|was|were)\b[^.;]{0,60}\b(?:untersucht|analysiert|nachgegangen|investigated|examined|analy[sz]ed)\b/iu;

/** A sentence that opens with its place in a sequence describes a step of the work. */
export const STEP_OPENING =
  /^(?:zum abschluss|abschließend|zunächst|zuerst|anschließend|danach|darauf(?:hin)?|im (?:ersten|zweiten|dritten|nächsten|letzten) schritt|schließlich|zuletzt|first(?:ly)?|then|next|finally|lastly|subsequently)\b/iu;
export const QUESTION_START =
  /^(?:["„“]?)(wie|welche[nrs]?|inwiefern|inwieweit|ob|was|warum|weshalb|wodurch|lässt|lassen|kann|können|gibt|hat|haben|ist|sind|unterscheiden|wirkt|beeinflusst|how|what|which|to what extent|does|do|is|are|can|why|whether)\b/i;

/** Words of asking or aiming: a sentence of a "Forschungsfrage" section without them asks nothing. */
export const ASKS =
  /frage|ziel|untersuch|interesse\b|analys|prüf|klär|beantwort|question|aim|investigat|examin|explor|whether|\bob\b|inwiefern|inwieweit/iu;

/** A sentence that opens on a word pointing back at the one before ("Dabei …", "Mit dieser Methode …"). */
export const LEANS_BACK_START =
  /^(?:(?:mit|in|bei|nach|aus|durch|with|in|by|from|using)\s+(?=dies|this|these))?(?:dies|diese[rsmn]?|dieses|dabei|dazu|hierzu|hierfür|dafür|damit|this|these|it|to this end|for this)\b/iu;

/** What others have studied ("In der Fachliteratur wurden …", "Previous studies …") is no question of this work. */
export const OTHERS_STUDIED =
  /\b(?:in der (?:fach)?literatur|in der forschung|bisherige[n]? (?:studien|arbeiten|forschung)|frühere[n]? (?:studien|arbeiten)|in the literature|previous (?:studies|work|research)|prior (?:studies|work|research))\b/iu;
