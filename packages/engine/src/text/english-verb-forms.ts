/**
 * English words for the verb test: auxiliary, modal and irregular forms, and words with a verb's ending that
 * are no verbs.
 */

/**
 * English verbs a thesis states results and methods with, in their base form ("the results seem", "we
 * use"); `ENGLISH_THIRD_PERSON` holds their "-s" forms ("features", "reaches", "varies").
 */
export const ENGLISH_VERB_BASES = new Set(
  (
    "seem show feature indicate suggest yield reach exceed increase decrease reduce improve outperform " +
    "achieve produce perform lead cause affect support confirm agree match fit hold stay become lack offer " +
    "enable require provide use need differ depend remain appear contain allow predict represent explain " +
    "reflect describe measure include consist exist occur vary lie get make take give work help play refer " +
    "focus rise fall grow drop tend determine influence demonstrate reveal correlate converge deliver " +
    "generate create capture prefer benefit fail succeed range deviate fluctuate dominate run apply find " +
    "compare consider"
  ).split(" "),
);

/** "features", "reaches", "varies": the third-person form of each verb in `ENGLISH_VERB_BASES`. */
export const ENGLISH_THIRD_PERSON = new Set(
  [...ENGLISH_VERB_BASES].map((v) =>
    /(?:s|sh|ch|x|z)$/u.test(v) ? `${v}es` : /[^aeiou]y$/u.test(v) ? `${v.slice(0, -1)}ies` : `${v}s`,
  ),
);

export const ENGLISH_FORMS = new Set([
  ...ENGLISH_VERB_BASES,
  ...ENGLISH_THIRD_PERSON,
  ...(
    "is are was were be been being am has have had having do does did can could will would shall " +
    "should may might must showed shown indicated suggested increased decreased reduced improved used " +
    "depended led remained provided allowed required differed achieved predicted explained affected " +
    "influenced found reached yielded contained consisted exceeded performed outperformed correlated " +
    "measured rose risen fell fallen grew grown made took taken gave given got became seemed appeared " +
    "confirmed supported enabled caused helped needed lay existed occurred tended compared described " +
    "considered produced generated applied created offered"
  ).split(" "),
]);
export const ENGLISH_NON_VERBS = new Set(
  "need speed seed feed bed red hundred based related limited detailed advanced proposed so-called".split(
    " ",
  ),
);
