/**
 * Source code and query languages pasted into the text.
 */
import {
  SYM_BRACE,
  SYM_COMMA,
  SYM_DOUBLE,
  SYM_EQUALS,
  SYM_PAREN,
  SYM_PIPE,
  SYM_UNDERSCORE,
} from "./tokens.ts";

const CODE_KEYWORD =
  /\b(?:let|var|const|public|private|return|def|import)\s+[\w<>[\]]+\s*[=(:]|\b(?:int|string|decimal|void|bool|double|float)\s+\w+\s*[,;)=]/;
const CODE_BRACES = /[{};]\s*$|^\s*[{}]/;
const CODE_QUERY = /\|\s*(?:where|extend|summarize|project)\b/;
const CODE_CALL = /\w\(\w*:\s*\w|[a-z0-9_]\.[a-z_]\w*\(/;
const CODE_ASSIGN = /\w_\w*\s*=/;

/** Source code and query languages pasted into the text (cheap character checks before each regex). */
export function looksLikeCode(text: string, symbols: number): boolean {
  if (symbols & SYM_DOUBLE || text.startsWith("$ ")) return true;
  if (symbols & SYM_BRACE && CODE_BRACES.test(text)) return true;
  if (symbols & SYM_PIPE && CODE_QUERY.test(text)) return true;
  if (symbols & SYM_PAREN && CODE_CALL.test(text)) return true;
  if (symbols & SYM_UNDERSCORE && CODE_ASSIGN.test(text)) return true;
  return (symbols & (SYM_EQUALS | SYM_PAREN | SYM_COMMA | SYM_BRACE)) !== 0 && CODE_KEYWORD.test(text);
}
