/** A heading block read as number, title and level, and the heading tree it is added to. */
import type { Heading } from "../../document.ts";
import type { HeadingBlock } from "../blocks.ts";

export function parseHeading(b: HeadingBlock): { number: string | null; title: string; level: number } {
  const m = /^(\d+(?:\.\d+)*)\.?\s+(\S.*)$/.exec(b.text);
  const number = b.number ?? (m ? (m[1] ?? null) : null);
  const title = (m && !b.number ? m[2] : b.text) ?? b.text;
  const depth = number ? number.split(".").length : null;
  return { number, title: title.trim(), level: Math.min(6, Math.max(1, b.level ?? depth ?? 1)) };
}

/** The heading tree: each heading goes under the last one of a lower level. */
export class HeadingTree {
  readonly headings: Heading[] = [];
  private readonly stack: Heading[] = [];
  private hid = 0;

  add(parsed: ReturnType<typeof parseHeading>, page: number | null): Heading {
    const heading: Heading = {
      id: `h${++this.hid}`,
      level: parsed.level,
      number: parsed.number,
      title: parsed.title,
      page,
      children: [],
    };
    while (this.stack.length && (this.stack.at(-1) as Heading).level >= heading.level) this.stack.pop();
    const parent = this.stack.at(-1);
    if (parent) parent.children.push(heading);
    else this.headings.push(heading);
    this.stack.push(heading);
    return heading;
  }
}
