/** A clause that ends on a modal's passive infinitive ("… konnte erreicht werden"): complete, not cut. */

/**
 * A modal with a passive infinitive at the end ("Die zweitbeste Prognose konnte erreicht werden", "… muss
 * berücksichtigt werden"): the clause is complete, unlike a main clause cut after "werden". Not "soll …
 * werden" or "wird … werden", which mostly announce what the text is about to do, nor "würde", which leans
 * on the case it supposes.
 */
const PASSIVE_WITH_MODAL =
  /^[^,;]*\b(?:kann|können|konnte|konnten|könnte|könnten|muss|müssen|musste|mussten|müsste|müssten|darf|dürfen|durfte|durften)\s(?:[^,;]*\s)?\p{Ll}{3,}(?:t|en)\s+werden$/u;

/** "Es kann gesagt werden", "… kann angenommen werden": the passive that announces a "dass" clause. */
const SAYS_THAT =
  /^es\s|\s(?:gesagt|festgehalten|angenommen|vermutet|gefolgert|geschlossen|betont|erwähnt|gezeigt|ausgegangen|hingewiesen|angemerkt)\s+werden$/iu;

/** Whether `text` ends on a modal with its passive infinitive, and the passive does not announce a "dass". */
export function endsOnModalPassive(text: string): boolean {
  return PASSIVE_WITH_MODAL.test(text) && !SAYS_THAT.test(text);
}
