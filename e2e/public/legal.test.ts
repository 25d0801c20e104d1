/// <reference lib="dom" />
import { describe, expect, it } from "vitest";
import { browserSuite } from "../support/suite.ts";

const OPERATOR = {
  COMPANY_NAME: "Folienwerk Testbetrieb GmbH",
  COMPANY_ADDRESS: "Beispielweg 7, 12345 Musterstadt",
  COMPANY_REPRESENTATIVE: "Geschäftsführung: Erika Beispiel",
  COMPANY_REGISTER: "Amtsgericht Musterstadt, HRB 000000",
  COMPANY_VAT_ID: "DE000000000",
  COMPANY_EMAIL: "kontakt@folienwerk.example",
  SUPPORT_EMAIL: "hilfe@folienwerk.example",
  TERMS_DATE: "01.06.2025",
  RETENTION_DAYS: "21",
};

const suite = browserSuite(OPERATOR);

async function open(path: string, heading: string): Promise<string> {
  await suite.page.goto(`${suite.server.url}${path}`);
  const article = suite.page.locator("article");
  await article.getByRole("heading", { level: 1, name: heading }).waitFor();
  await article.locator(".prose-legal").waitFor();
  return (await article.textContent()) ?? "";
}

const description = () => suite.page.locator("meta[name=description]").getAttribute("content");

describe("legal pages", () => {
  it("Impressum names the configured operator", async () => {
    const text = await open("/impressum", "Impressum");
    for (const value of [
      OPERATOR.COMPANY_NAME,
      "Beispielweg 7",
      "12345 Musterstadt",
      OPERATOR.COMPANY_REPRESENTATIVE,
      OPERATOR.COMPANY_REGISTER,
      OPERATOR.COMPANY_VAT_ID,
      OPERATOR.COMPANY_EMAIL,
      OPERATOR.SUPPORT_EMAIL,
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toContain("§ 5 DDG");
    expect(await suite.page.title()).toBe("Impressum – Folienwerk");
    expect(await description()).toContain("Anbieterkennzeichnung");
  });

  it("AGB are dated from the configuration and state the terms of SPEC §1 and §9", async () => {
    const text = await open("/agb", "Allgemeine Geschäftsbedingungen");
    expect(text).toContain("Stand: 01.06.2025");
    const terms = [
      /Endpreise in Euro und enthalten die gesetzliche Mehrwertsteuer/,
      /19\s€ pro\s+Präsentation/,
      /PayPal, Klarna oder\s+Kreditkarte \(Visa, MasterCard, American Express\)/,
      /in der Regel deutlich früher/,
      /spätestens nach 2 Werktagen/,
      /weniger als 80 % der Quellenlinks/,
      /innerhalb von 14\s+Tagen nach der Lieferung per E-Mail/,
      /deiner Bestellnummer und dem Grund/,
      /21 Tage nach dem Hochladen/,
      /Garantie für eine bestimmte Note/,
      /Eine Prüfung durch Menschen findet nicht statt/,
      /mindestens 18 Jahre alt/,
      /nur auf Deutsch/,
      /innerhalb von 14 Tagen nach Zugang der Mitteilung\s+widersprechen/,
    ];
    for (const term of terms) expect(text).toMatch(term);
    expect(text).toContain(OPERATOR.COMPANY_NAME);
    expect(await suite.page.title()).toBe("Allgemeine Geschäftsbedingungen – Folienwerk");
  });

  it("Datenschutz lists what is stored, the processors, consent for analytics and the retention", async () => {
    const text = await open("/datenschutz", "Datenschutzerklärung");
    const statements = [
      /E-Mail-Adresse, optional deinen Namen, dein Passwort \(nur als\s+sicherer Hash/,
      /hochgeladene Arbeit/,
      /automatisch nach 21 Tagen/,
      /Stripe/,
      /E-Mail-Versanddienst/,
      /Marketing-Dienste setzen wir nur ein, wenn du vorher im Einwilligungsbanner ausdrücklich eingewilligt/,
      /Art\. 77 DSGVO/,
    ];
    for (const statement of statements) expect(text).toMatch(statement);
    expect(text).toContain(OPERATOR.COMPANY_EMAIL);
    expect(await suite.page.title()).toBe("Datenschutzerklärung – Folienwerk");
  });

  it("each route has its own title and description", async () => {
    const seen = new Map<string, string | null>();
    for (const [path, heading] of [
      ["/", null],
      ["/impressum", "Impressum"],
      ["/agb", "Allgemeine Geschäftsbedingungen"],
      ["/datenschutz", "Datenschutzerklärung"],
    ] as const) {
      await suite.page.goto(`${suite.server.url}${path}`);
      if (heading) await suite.page.getByRole("heading", { level: 1, name: heading }).waitFor();
      else await suite.page.locator("#pricing").waitFor();
      seen.set(await suite.page.title(), await description());
    }
    expect(seen.size).toBe(4);
    expect(new Set(seen.values()).size).toBe(4);
  });
});
