/**
 * The title slide's details before paying (issue 31.5): what the engine read from the thesis, and what the
 * student corrected. Only corrections are stored (`presentations.given_title_page`); the paid deck run gives
 * them to the engine, whose title slide and footers then use them. Thesis content: retention erases them.
 */
import type { TitlePageAnswer, TitlePageFields } from "@folienwerk/contracts";
import type { GivenTitlePage, Understanding } from "@folienwerk/engine";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { presentations } from "../db/schema/index.ts";
import { conflict } from "../errors.ts";
import { storedUnderstanding } from "./analysis.ts";
import { findOwnedLive, type PresentationRow } from "./repository.ts";
import { cardTitle } from "./thesis-title.ts";

export const TITLE_PAGE_PAID =
  "Deine Präsentation ist bereits bezahlt und wird erstellt; die Angaben der Titelfolie stehen damit fest.";
export const TITLE_PAGE_NOT_READ =
  "Die Titelseite deiner Arbeit wird gerade noch gelesen. Bitte versuche es in ein paar Sekunden noch einmal.";

/** The fields as the free analysis read them: the deck's title and the title page. */
export function readFields(thesis: Pick<Understanding, "title" | "titlePage">): TitlePageFields {
  const page = thesis.titlePage;
  return {
    title: thesis.title,
    subtitle: page.subtitle ?? "",
    authors: page.authors,
    institution: page.institution ?? "",
    supervisors: page.supervisors,
    date: page.date ?? "",
  };
}

const same = (a: string | string[], b: string | string[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the student changed: the fields that differ from what was read. An empty field keeps what was read,
 * except the subtitle, whose removal is a correction too.
 */
export function corrections(read: TitlePageFields, input: TitlePageFields): Partial<TitlePageFields> {
  const out: Partial<TitlePageFields> = {};
  for (const key of Object.keys(input) as Array<keyof TitlePageFields>) {
    const value = input[key];
    if (same(value, read[key])) continue;
    if (value.length === 0 && key !== "subtitle") continue;
    Object.assign(out, { [key]: value });
  }
  return out;
}

/** The corrections in the engine's terms. */
export function givenTitlePage(row: Pick<PresentationRow, "givenTitlePage">): GivenTitlePage | undefined {
  const given = row.givenTitlePage;
  return given && Object.keys(given).length > 0 ? given : undefined;
}

/** The dashboard card's title: the student's, else (their title withdrawn) the one read, as at upload. */
function cardTitleAfter(row: PresentationRow, thesis: Understanding, given: Partial<TitlePageFields>) {
  if (given.title) return given.title;
  if (!row.givenTitlePage?.title) return row.thesisTitle;
  const fromDocument = thesis.titleSource !== "question" && thesis.titleSource !== "file-name";
  return cardTitle(fromDocument ? thesis.title : null, row.pdfFilename);
}

function answer(row: PresentationRow, thesis: Understanding | null): TitlePageAnswer {
  return { read: thesis ? readFields(thesis) : null, given: row.givenTitlePage ?? {}, editable: !row.isPaid };
}

export async function titlePageOf(ctx: AppContext, userId: string, id: string): Promise<TitlePageAnswer> {
  const row = await findOwnedLive(ctx.database.db, userId, id, ctx.config.RETENTION_DAYS);
  return answer(row, await storedUnderstanding(ctx, id));
}

/** Stores the student's corrections; refused once paid (the deck is made from what stood at payment). */
export async function saveTitlePage(
  ctx: AppContext,
  userId: string,
  id: string,
  input: TitlePageFields,
): Promise<TitlePageAnswer> {
  const row = await findOwnedLive(ctx.database.db, userId, id, ctx.config.RETENTION_DAYS);
  if (row.isPaid) throw conflict(TITLE_PAGE_PAID);
  const thesis = await storedUnderstanding(ctx, id);
  if (!thesis) throw conflict(TITLE_PAGE_NOT_READ);
  const given = corrections(readFields(thesis), input);
  const [saved] = await ctx.database.db
    .update(presentations)
    .set({ givenTitlePage: given, thesisTitle: cardTitleAfter(row, thesis, given) })
    // Paid meanwhile: the payment wins, as above.
    .where(and(eq(presentations.id, id), eq(presentations.userId, userId), eq(presentations.isPaid, false)))
    .returning();
  if (!saved) throw conflict(TITLE_PAGE_PAID);
  return answer(saved, thesis);
}
