/**
 * Chapter roles as the planner uses them: which kind of slide a chapter of that role becomes (the talk time
 * a part earns is set by the storyline, plan/storyline.ts).
 */
import type { ChapterRole } from "../document.ts";
import type { MainChapter } from "../understand/schema.ts";
import type { SlideKind } from "./schema.ts";

export type Role = ChapterRole;

/** The chapter's role as the understanding recognised it. */
export function chapterRole(ch: MainChapter): Role {
  return ch.role;
}

/** The slide kind a chapter of each role becomes. */
export const KIND_BY_ROLE: Record<Role, SlideKind> = {
  introduction: "motivation",
  theory: "theory",
  method: "method",
  results: "results",
  discussion: "discussion",
  conclusion: "conclusion",
  outlook: "outlook",
  other: "chapter",
};
