/**
 * A task left open, said without a subject after a connective ("[Des Weiteren] muss untersucht werden, ob
 * …", "[Zudem] bleibt zu klären, wie …"): its "es" gave way to the connective, and with it back in front the
 * sentence stands on its own ("Es muss untersucht werden, ob …"). Only before an indirect question: what is
 * to be found out is the statement.
 */
const INDIRECT_QUESTION = String.raw`,\s+(?:ob|wie|inwiefern|inwieweit|welche[nrsm]?|wann|warum|weshalb|wodurch|womit|wo)\s`;

const MODAL_PASSIVE = String.raw`(?:muss|müsste|sollte|soll|kann|könnte|wird|würde|darf|dürfte)\s+(?:noch\s+|genauer\s+|näher\s+|weiter\s+|künftig\s+|zukünftig\s+)?\p{Ll}+(?:t|en)\s+werden`;

const LEFT_TO = String.raw`(?:ist|bleibt|wäre)\s+(?:noch\s+|genauer\s+|näher\s+|künftig\s+|zukünftig\s+)?zu\s+\p{Ll}+en`;

/** The task after its "es" (source text for a pattern). */
export const OPEN_QUESTION_BODY = `(?:${MODAL_PASSIVE}|${LEFT_TO})${INDIRECT_QUESTION}`;

export const OPEN_QUESTION_AFTER_CONNECTIVE = new RegExp(`^${OPEN_QUESTION_BODY}`, "u");
