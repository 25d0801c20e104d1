/**
 * Chapter roles as the planner uses them: how much talk time a role earns for each kind of research, and
 * which kind of slide a chapter of that role becomes.
 */
import type { ChapterRole } from "../model/document.ts";
import type { MainChapter } from "../understand/schema.ts";
import type { Questionnaire, SlideKind } from "./schema.ts";

export type Role = ChapterRole;

/** The chapter's role as the understanding recognised it. */
export function chapterRole(ch: MainChapter): Role {
  return ch.role;
}

/** Relative talk time per chapter role: results weigh most in empirical work, theory in literature work. */
export const ROLE_WEIGHT: Record<Questionnaire["researchType"], Record<Role, number>> = {
  empirical: {
    introduction: 1,
    theory: 0.9,
    method: 1.2,
    results: 2.2,
    discussion: 1.2,
    conclusion: 0.8,
    outlook: 0.5,
    other: 0.9,
  },
  literature: {
    introduction: 1,
    theory: 1.6,
    method: 0.7,
    results: 1.5,
    discussion: 1.2,
    conclusion: 0.8,
    outlook: 0.5,
    other: 1.3,
  },
  mixed_methods: {
    introduction: 1,
    theory: 1.1,
    method: 1.2,
    results: 1.9,
    discussion: 1.2,
    conclusion: 0.8,
    outlook: 0.5,
    other: 1.1,
  },
};

/** The slide kind a chapter of each role becomes. */
export const KIND_BY_ROLE: Record<Role, SlideKind> = {
  introduction: "motivation",
  theory: "theory",
  method: "method",
  results: "results",
  discussion: "discussion",
  conclusion: "conclusion",
  outlook: "conclusion",
  other: "chapter",
};
