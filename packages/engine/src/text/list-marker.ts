/** A list marker at the start of a line or paragraph: a bullet or dash, "2." / "2)", "a)". */
export const LIST_MARKER = /^(?:[•▪◦‣–-]|\d{1,2}[.)]|[a-z][.)])\s/u;
