/**
 * A line of program code: a comment, keywords and the punctuation code is made of.
 */

/** A comment or docstring: "# lädt die Daten", "// init", "/* … *\/", '"""Docstring"""', "-- SQL comment". */
const CODE_COMMENT = /^(?:#(?![\d#])|\/\/|\/\*|\*\/|--\s|%\s|"""|''')/u;

/** A line that opens with a keyword of a programming or query language. */
const CODE_KEYWORD =
  /^(?:def|class|import|from\s+[\w.]+\s+import|return|elif|else:|try:|except|public|private|protected|static|void|function|const|let|var|#include|using\s+[\w.]+;|package|library\(|require\(|SELECT\s|MATCH\s*\(|CREATE\s|INSERT\s|UPDATE\s\w+\s+SET|DELETE\s|WITH\s+\w+\s+AS|for\s*\(|for\s+\w+\s+in\s|while\s*\(|if\s*\()/u;

/** Tokens of code: calls, assignments, operators, brackets, identifiers with underscores, method calls. */
const CODE_TOKENS = [
  /\w\(/gu,
  /\)\s*[;{:]|[{}]|;\s*$/gu,
  /==|!=|<-|->|=>|:=|\+=/gu,
  /\b[a-z_]\w*\s?=\s?["'[{(\w]/gu,
  /\b[a-z]+_[a-z_]+\b/gu,
  /\b[a-z]+\.[a-z_]+\(/gu,
];

/** A line of code, a code comment or a docstring. */
export function isCode(line: string): boolean {
  const text = line.trim();
  if (CODE_COMMENT.test(text) || CODE_KEYWORD.test(text)) return true;
  const tokens = CODE_TOKENS.reduce((n, re) => n + (text.match(re)?.length ?? 0), 0);
  const words = text.split(/\s+/u).length;
  // Prose mentions one function or one variable now and then; code is mostly made of them.
  return tokens >= 3 && tokens / words >= 0.3;
}
