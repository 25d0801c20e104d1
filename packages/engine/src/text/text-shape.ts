/**
 * The shape of a piece of text, independent of language and field: a line of program code (a comment, a
 * docstring, a query string) or a bibliography entry is never running prose, wherever ingest put it.
 */

/** Marks that only code has: comments, assignments, calls, brackets, query strings, docstrings. */
const CODE_SIGNS: RegExp[] = [
  /(?:^|\s)(?:#|\/\/|--)\s*\S/u, // a line comment ("# je Sprachversion", "// TODO")
  /"""|'''/u, // a docstring
  /[?&][\w-]+=[^\s&]*/u, // a query string ("&target=USERNAME")
  /\b[\w.]+\([^()]*\)(?:\s*[;:{]|\s*$)/u, // a call or definition ("plot(x)", "def f(a):")
  /(?:^|\s)(?:def|return|import|from|print|class|function|var|let|const|public|private|void|if|elif|for|while)\s+[\w.([{]/u,
  /[{};]\s*$/u, // a statement or block end
  /\s(?:==|!=|<=|>=|=>|->|:=|\+=|&&|\|\|)\s/u, // operators
  /\b[a-z]+_[a-z_\d]+\b|\b[a-z]+[A-Z][a-z]+[A-Z]?\w*\(/u, // snake_case, camelCase(
  /\b[A-Z]{2,}[A-Z_\d]*=/u, // CONSTANT=
  /<\/?[a-z][\w-]*(?:\s[^<>]*)?>/u, // markup
];

/** True for a line of code, a code comment or a docstring pasted into the text. */
export function looksLikeCode(text: string): boolean {
  const t = text.trim();
  if (/^(?:#|\/\/|"""|''')/u.test(t)) return true;
  return CODE_SIGNS.filter((re) => re.test(t)).length >= 2;
}

/** Marks of a bibliography entry: editors, container, pages, volume, publisher, access date, identifiers. */
const REFERENCE_SIGNS: RegExp[] = [
  /,\s*in:\s|(?:^|\.\s)In:\s/u, // ", in: Zeitschrift", ". In: Sammelband"
  /\((?:Hrsg|Hg|Eds?|ed)\.\)|\bHrsg\.\s*v(?:on)?\.?|\bedited by\b/iu,
  /\b(?:S\.|pp?\.)\s*\d+\s*[–-]\s*\d+/u, // page range
  /\b(?:Vol\.|Jg\.|Bd\.|Band|Heft|Nr\.|No\.|Issue)\s*\d+/u,
  /\b(?:Verlag|Press|Publishing|Publishers|University Press)\b/u,
  /\b(?:abgerufen am|zugriff am|zuletzt abgerufen|retrieved (?:from|on)|accessed(?: on)?|letzter zugriff)\b/iu,
  /\bdoi\b|\b10\.\d{4,9}\/|\bISBN\b|\bISSN\b|https?:\/\//iu,
  /\b\d{1,4}\/(?:19|20)\d{2}\b/u, // issue/year ("140/2009")
  /\bWeb-Dok\b|\bAufl\.|\bed\.\s|\bEdition\b/u,
  // "Müller, K. (2019)", "Müller, Karl: Titel", "Smith, J., & Lee, K."
  /^\p{Lu}[\p{L}'’-]+,\s(?:\p{Lu}\.\s?)+(?:,|\(|&|und|and|;)|^\p{Lu}[\p{L}'’-]+,\s\p{Lu}\p{Ll}+(?:\s\p{Lu}\.)?\s?(?::|\/|;|\()/u,
  /^\p{Lu}[^.()]{1,80}\((?:19|20)\d{2}[a-z]?\)[.:]/u, // "Autor (2019)." opening an entry
  /\b(?:Berlin|München|Wiesbaden|Stuttgart|Frankfurt(?: am Main)?|Wien|Zürich|Leipzig|Hamburg|Köln|Heidelberg|Göttingen|Tübingen|New York|London|Cambridge|Oxford|Cham)\s*:\s*\p{Lu}/u, // place: publisher
];

/** True for a bibliography or footnote source entry ("Im Namen des Volkes: …, in: JurPC Web-Dok 140/2009"). */
export function looksLikeReference(text: string): boolean {
  return REFERENCE_SIGNS.filter((re) => re.test(text)).length >= 2;
}
