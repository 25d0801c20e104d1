/// <reference lib="dom" />
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTranscriptionServer } from "../../apps/server/test/support/transcription-server.ts";
import { CHROMIUM_ARGS } from "../support/browser.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { createVerifiedUser, seedPresentation, signIn } from "./helpers.ts";

const transcriber = startTranscriptionServer();

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  const base = await transcriber.listen();
  server = await startTestServer({ TRANSCRIBE_BASE_URL: base, TRANSCRIBE_MODEL: "whisper-1" });
  // Chromium's fake microphone (a beep) stands in for a real one.
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: [...CHROMIUM_ARGS, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await transcriber.close();
});

describe("voice input on step 5", () => {
  it("records webm/opus, sends it for transcription and inserts the text at the cursor", async () => {
    const context = await browser.newContext({ locale: "de-DE", permissions: ["microphone"] });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      transcriber.answer(200, { text: "zwölf Interviews" });
      const user = await createVerifiedUser(server);
      await signIn(page, server, user);
      const row = await seedPresentation(server, user.id);
      await page.goto(`${server.url}/continue-questionnaire/${row.id}`);
      await page.getByRole("button", { name: /Empirisch/ }).click();
      await page.getByRole("button", { name: "Weiter" }).click();

      const text = page.getByLabel("Beschreibe kurz deine Methodik");
      await text.fill("Ich habe geführt.");
      // Cursor after "Ich habe".
      await text.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(8, 8));
      await text.dispatchEvent("select");

      const mic = page.getByTestId("voice-input");
      expect(await mic.isDisabled()).toBe(false);
      await mic.click();
      await page.getByRole("button", { name: /Aufnahme beenden/ }).waitFor();
      await page.waitForTimeout(1500); // let the fake microphone produce a second of audio
      await page.getByRole("button", { name: /Aufnahme beenden/ }).click();
      await expect
        .poll(() => text.inputValue(), { timeout: 20_000 })
        .toBe("Ich habe zwölf Interviews geführt.");
      expect(transcriber.received).toHaveLength(1);
      expect(transcriber.received[0]?.fileType).toMatch(/^audio\/webm/);
      expect(transcriber.received[0]?.fileBytes?.length).toBeGreaterThan(500);

      // A failing service: 'Transkription fehlgeschlagen', the text stays as it was.
      transcriber.answer(500, { error: { message: "down" } });
      await mic.click();
      await page.waitForTimeout(800);
      await page.getByRole("button", { name: /Aufnahme beenden/ }).click();
      await page.getByText("Transkription fehlgeschlagen").waitFor({ timeout: 20_000 });
      expect(await text.inputValue()).toBe("Ich habe zwölf Interviews geführt.");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
