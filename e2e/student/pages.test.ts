import { describe, expect, it, onTestFinished } from "vitest";
import { browserSuite } from "../support/suite.ts";
import {
  createVerifiedUser,
  dataLayerEvents,
  seedPresentation,
  signIn,
  type TestUser,
  updateAndPublish,
} from "./helpers.ts";

const s = browserSuite();

async function signedIn(): Promise<TestUser> {
  const user = await createVerifiedUser(s.server);
  await signIn(s.page, s.server, user);
  return user;
}

describe("consent banner", () => {
  // openPage() answers the banner up front; these tests need a browser that has not seen it yet.
  const freshPage = async () => {
    const context = await s.browser.newContext({ locale: "de-DE" });
    onTestFinished(() => context.close());
    return context.newPage();
  };

  it("asks once, keeps analytics local without consent and loads nothing from third parties", async () => {
    const page = await freshPage();
    const foreign: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(s.server.url) && !r.url().startsWith("data:") && !r.url().startsWith("blob:")) {
        foreign.push(r.url());
      }
    });
    await page.goto(`${s.server.url}/cancel?presentation_id=abc`);
    const banner = page.getByTestId("consent-banner");
    await banner.getByText(/ohne sie gehen keine Daten an Dritte/).waitFor();
    // The banner belongs to the app shell and can show before the lazily loaded /cancel page has run
    // its effect; wait for the page's event instead of racing it.
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).some(
        (e) => e?.event === "checkout_cancel",
      ),
    );
    const events = await dataLayerEvents(page);
    expect(events.find((e) => e.event === "consent_default")).toMatchObject({
      consent: { analytics_storage: "denied", ad_storage: "denied" },
    });
    // The cancel event is still collected locally.
    expect(events.some((e) => e.event === "checkout_cancel")).toBe(true);

    await banner.getByRole("button", { name: "Nur notwendige" }).click();
    await banner.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("heading", { name: "Zahlung abgebrochen" }).waitFor();
    expect(await page.getByTestId("consent-banner").count()).toBe(0);
    expect(foreign).toEqual([]);
  });

  it("records consent when the user agrees", async () => {
    const page = await freshPage();
    await page.goto(`${s.server.url}/analysis-started`);
    await page.getByTestId("consent-banner").getByRole("button", { name: "Alle akzeptieren" }).click();
    const events = await dataLayerEvents(page);
    expect(events.at(-1)).toMatchObject({
      event: "consent_update",
      consent: { analytics_storage: "granted" },
    });
    expect(await page.evaluate(() => localStorage.getItem("folienwerk-consent"))).toBe("granted");
  });
});

describe("/cancel and /analysis-started", () => {
  it("/cancel says no costs were charged, pushes checkout_cancel and leads to the dashboard", async () => {
    await signedIn();
    await s.page.goto(`${s.server.url}/cancel?presentation_id=pres-123`);
    await s.page.getByRole("heading", { name: "Zahlung abgebrochen" }).waitFor();
    await s.page.getByText(/Es wurden keine Kosten berechnet\./).waitFor();
    const cancels = (await dataLayerEvents(s.page)).filter((e) => e.event === "checkout_cancel");
    expect(cancels).toEqual([{ event: "checkout_cancel", presentation_id: "pres-123" }]);
    for (const name of ["Zurück zum Dashboard", "Erneut versuchen"]) {
      expect(await s.page.getByRole("link", { name }).getAttribute("href")).toBe("/dashboard");
    }
    await s.page.getByRole("link", { name: "Erneut versuchen" }).click();
    await s.page.getByRole("heading", { name: "Deine Präsentationen" }).waitFor();
  });

  it("/analysis-started confirms the free analysis and links to dashboard and start page", async () => {
    await s.page.goto(`${s.server.url}/analysis-started`);
    await s.page.getByText(/die Analyse ist meist in wenigen Minuten fertig/).waitFor();
    await s.page
      .getByText(/E-Mail/)
      .first()
      .waitFor();
    expect(
      await s.page.getByRole("main").getByRole("link", { name: "Zum Dashboard" }).getAttribute("href"),
    ).toBe("/dashboard");
    expect(
      await s.page.getByRole("main").getByRole("link", { name: "Zur Startseite" }).getAttribute("href"),
    ).toBe("/");
  });
});

describe("/analysis/{id}", () => {
  it("shows the missing-analysis text, then the sanitised HTML as soon as it arrives", async () => {
    const user = await signedIn();
    const row = await seedPresentation(s.server, user.id, { freeAnalysisStatus: "running" });
    await s.page.goto(`${s.server.url}/analysis/${row.id}`);
    await s.page.getByRole("heading", { name: "Kostenlose Analyse" }).waitFor();
    await s.page.getByText("Für diese Präsentation ist noch keine Analyse verfügbar.").waitFor();
    await s.page.getByText(/Die Analyse läuft gerade/).waitFor();

    await updateAndPublish(
      s.server,
      { id: row.id, userId: user.id },
      {
        freeAnalysisStatus: "done",
        analysisHtmlContent: "<h2>Forschungsfrage</h2><p>Wie beeinflusst Licht das Wachstum von Kresse?</p>",
      },
      s.page.getByRole("heading", { name: "Forschungsfrage" }),
      "analysis",
    );
    await s.page.getByText("Wie beeinflusst Licht das Wachstum von Kresse?").waitFor();
    expect(await s.page.getByText("Für diese Präsentation ist noch keine Analyse verfügbar.").count()).toBe(
      0,
    );
  });
});

describe("/api-test", () => {
  it("is noindex and needs a login", async () => {
    await s.page.goto(`${s.server.url}/api-test`);
    await s.page.getByRole("heading", { name: "API-Test" }).waitFor();
    expect(await s.page.locator('meta[name="robots"]').last().getAttribute("content")).toBe(
      "noindex, nofollow",
    );
    await s.page.getByRole("button", { name: "Anfrage senden" }).click();
    await s.page.getByText("Nicht eingeloggt. Bitte zuerst authentifizieren.").waitFor();
  });

  it("validates the id, calls this server and shows status and body", async () => {
    const user = await signedIn();
    const row = await seedPresentation(s.server, user.id);
    await s.page.goto(`${s.server.url}/api-test`);
    await s.page.getByRole("heading", { name: "API-Test" }).waitFor();
    const endpoints = await s.page.getByLabel("Endpunkt").locator("option").allTextContents();
    expect(endpoints).toContain("/core/slide-pptx-creator");
    expect(endpoints).toHaveLength(12);
    expect(await s.page.getByLabel("Methode").locator("option").allTextContents()).toEqual([
      "POST",
      "GET",
      "PUT",
      "PATCH",
      "DELETE",
      "HEAD",
    ]);

    await s.page.getByRole("button", { name: "Anfrage senden" }).click();
    await s.page.getByText("Bitte eine Präsentations-ID angeben.").waitFor();

    await s.page.getByLabel("Endpunkt").selectOption("/presentations/{id}/placeholder");
    expect(await s.page.getByLabel("Methode").inputValue()).toBe("GET");
    await s.page.getByLabel("Präsentations-ID").fill(row.id);
    await s.page.getByRole("button", { name: "Anfrage senden" }).click();
    await s.page.getByTestId("api-test-status").getByText(/^200/).waitFor();
    expect(JSON.parse((await s.page.getByTestId("api-test-body").textContent()) ?? "")).toMatchObject({
      presentationId: row.id,
    });

    // The custom endpoint needs no id and sends the JSON body.
    await s.page.getByLabel("Endpunkt").selectOption("custom");
    await s.page.getByLabel("Präsentations-ID").fill("");
    await s.page.getByLabel("Methode").selectOption("PATCH");
    await s.page.getByLabel("Eigener Endpunkt").fill(`/api/presentations/${row.id}`);
    await s.page.getByLabel("JSON-Body").fill("{ kaputt");
    await s.page.getByRole("button", { name: "Anfrage senden" }).click();
    await s.page.getByText("Der JSON-Body ist ungültig.").waitFor();
    await s.page
      .getByLabel("JSON-Body")
      .fill('{"research_type":"literature","presentation_duration":99,"methodology":"x"}');
    await s.page.getByRole("button", { name: "Anfrage senden" }).click();
    await s.page.getByTestId("api-test-status").getByText(/^400/).waitFor();
    await s.page
      .getByTestId("api-test-body")
      .getByText(/höchstens 45 Minuten/)
      .waitFor();
  });

  it("asks for a token for the local target", async () => {
    await signedIn();
    await s.page.route("**/api/auth/token", (route) =>
      route.fulfill({ status: 401, json: { error: "nein" } }),
    );
    await s.page.goto(`${s.server.url}/api-test`);
    await s.page.getByLabel("Zielserver").selectOption("local");
    await s.page.getByLabel("Präsentations-ID").fill("abc");
    await s.page.getByRole("button", { name: "Anfrage senden" }).click();
    await s.page.getByText("Kein Auth-Token verfügbar").waitFor();
  });
});
