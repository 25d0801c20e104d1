import { LegalPage, OperatorAddress } from "./LegalPage.tsx";

export default function Datenschutz() {
  return (
    <LegalPage
      title="Datenschutzerklärung"
      description="Welche Daten Folienwerk speichert und verarbeitet, wofür, wie lange und welche Rechte du hast."
    >
      {(config) => {
        const days = config.retentionDays;
        return (
          <>
            <p>
              Wir verarbeiten personenbezogene Daten nur, soweit es für den Dienst nötig ist, und nach der
              Datenschutz-Grundverordnung (DSGVO). Hier erfährst du, welche Daten das sind, wofür wir sie
              brauchen und wann wir sie löschen.
            </p>

            <h2>1. Verantwortlicher</h2>
            <OperatorAddress config={config} />
            <p>
              Für Fragen zum Datenschutz erreichst du uns unter{" "}
              <a href={`mailto:${config.company.email}`}>{config.company.email}</a>.
            </p>

            <h2>2. Aufruf der Website</h2>
            <p>
              Beim Aufruf der Website verarbeitet unser Server technisch notwendige Daten: IP-Adresse,
              Zeitpunkt, aufgerufene Adresse, Statuscode und Browserkennung. Wir brauchen sie, um die Seite
              auszuliefern und Angriffe abzuwehren (Art. 6 Abs. 1 lit. f DSGVO). Server-Protokolle bewahren
              wir höchstens 14 Tage auf.
            </p>

            <h2>3. Dein Konto</h2>
            <p>
              Für ein Konto speichern wir deine E-Mail-Adresse, optional deinen Namen, dein Passwort (nur als
              sicherer Hash, nie im Klartext), deine Bestätigung, dass du mindestens 18 Jahre alt bist, sowie
              zu jeder Anmeldesitzung Zeitpunkt, IP-Adresse und Browserkennung. Meldest du dich mit Google an,
              erhalten wir von Google deinen Namen, deine E-Mail-Adresse und eine Konto-Kennung; dein
              Google-Passwort erfahren wir nicht. Rechtsgrundlage ist die Vertragserfüllung (Art. 6 Abs. 1
              lit. b DSGVO). Die Kontodaten speichern wir, bis du dein Konto löschst. In den
              Kontoeinstellungen kannst du deine Daten jederzeit exportieren und dein Konto löschen.
            </p>

            <h2>4. Hochgeladene Arbeiten und erstellte Dateien</h2>
            <p>
              Deine hochgeladene Arbeit, deine Antworten im Fragebogen (Art der Arbeit, Vorgehen, Redezeit,
              Methodik), die kostenlose Analyse und die erstellten Dateien (Präsentation, Sprechernotizen,
              Prüfungsfragen, Bildvorlagen) verarbeiten wir ausschließlich, um deine Bestellung zu erfüllen
              (Art. 6 Abs. 1 lit. b DSGVO). Die Dateien sind nicht öffentlich; Download-Links sind an dein
              Konto gebunden und laufen ab. Wir löschen die Dateien automatisch nach {days} Tagen. Wir
              veröffentlichen deine Arbeit nicht, verkaufen sie nicht und nutzen sie nicht für andere Zwecke.
            </p>
            <p>
              Sofern wir für die Texterstellung oder die Spracherkennung der Spracheingabe einen externen
              KI-Dienst einsetzen, übermitteln wir ihm nur die dafür nötigen Textauszüge bzw. die
              Sprachaufnahme, und zwar auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO),
              der eine Nutzung zu eigenen Zwecken ausschließt. Die Spracheingabe nutzt dein Mikrofon nur,
              während du die Aufnahme aktiv gestartet hast.
            </p>

            <h2>5. Bestellung und Zahlung</h2>
            <p>
              Zahlungen wickelt der Zahlungsdienstleister Stripe (Stripe Payments Europe, Ltd., 1 Grand Canal
              Street Lower, Dublin 2, Irland) ab; je nach gewählter Zahlungsart sind auch PayPal oder Klarna
              beteiligt. Deine Zahlungsdaten (z. B. Kartennummer) gibst du direkt dort ein; wir erhalten sie
              nicht. Wir speichern zu jeder Bestellung Bestellnummer, Betrag, Zeitpunkt, Zahlungsstatus und
              die Kennung des Zahlungsvorgangs (Art. 6 Abs. 1 lit. b DSGVO). Diese Buchungsdaten bewahren wir
              wegen handels- und steuerrechtlicher Pflichten bis zu 10 Jahre auf (Art. 6 Abs. 1 lit. c DSGVO),
              auch wenn die Dateien längst gelöscht sind. Für die Verarbeitung durch Stripe gilt zusätzlich
              deren Datenschutzerklärung.
            </p>

            <h2>6. E-Mails</h2>
            <p>
              Wir schicken dir E-Mails, die zum Dienst gehören: Bestätigung deiner E-Mail-Adresse, Passwort-
              und Adressänderungen, die fertige Analyse und die Lieferung deiner Präsentation. Dafür nutzen
              wir einen E-Mail-Versanddienst als Auftragsverarbeiter. Werbe-Newsletter verschicken wir nicht.
              Schreibst du uns an den Support, verwenden wir deine Nachricht nur zur Bearbeitung deines
              Anliegens.
            </p>

            <h2>7. Cookies, lokaler Speicher und Analyse</h2>
            <p>
              Wir setzen nur technisch notwendige Cookies: ein Sitzungs-Cookie, das dich nach der Anmeldung
              angemeldet hält. Im lokalen Speicher deines Browsers merken wir uns, ob du den Angebotshinweis
              geschlossen hast und wie du dich im Einwilligungsbanner entschieden hast. Dafür brauchen wir
              keine Einwilligung (§ 25 Abs. 2 TDDDG).
            </p>
            <p>
              Beim Bestellen entstehen Ereignisse wie „Bezahlung begonnen“, „Kauf abgeschlossen“ oder
              „Bezahlung abgebrochen“ (mit Bestellnummer und Betrag). Sie bleiben zunächst nur in deinem
              Browser. Analyse- oder Marketing-Dienste setzen wir nur ein, wenn du vorher im
              Einwilligungsbanner ausdrücklich eingewilligt hast (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1
              TDDDG); ohne deine Einwilligung werden keine Nutzungsdaten an solche Dienste übertragen. Deine
              Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen, indem du den lokalen
              Speicher deines Browsers für diese Website löschst und dich im Banner neu entscheidest.
            </p>

            <h2>8. Empfänger und Übermittlung in Drittländer</h2>
            <p>
              Deine Daten erhalten nur die oben genannten Dienstleister (Hosting, Datei-Speicher,
              E-Mail-Versand, Zahlung und ggf. KI-Dienst), jeweils im nötigen Umfang. Sitzt ein Dienstleister
              außerhalb der EU, erfolgt die Übermittlung nur auf Grundlage eines Angemessenheitsbeschlusses
              der EU-Kommission oder von EU-Standardvertragsklauseln.
            </p>

            <h2>9. Deine Rechte</h2>
            <p>Du hast jederzeit das Recht auf</p>
            <ul>
              <li>Auskunft über deine gespeicherten Daten (Art. 15 DSGVO),</li>
              <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
              <li>Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
              <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
              <li>Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO),</li>
              <li>Widerruf erteilter Einwilligungen (Art. 7 Abs. 3 DSGVO).</li>
            </ul>
            <p>
              Schreib uns dazu an <a href={`mailto:${config.company.email}`}>{config.company.email}</a>.
              Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), etwa
              bei der Behörde deines Bundeslandes.
            </p>

            <h2>10. Speicherdauer im Überblick</h2>
            <ul>
              <li>Hochgeladene Arbeiten, Analysen und erstellte Dateien: {days} Tage</li>
              <li>Konto: bis zur Löschung durch dich</li>
              <li>Buchungs- und Rechnungsdaten: bis zu 10 Jahre (gesetzliche Aufbewahrungspflicht)</li>
              <li>Server-Protokolle: höchstens 14 Tage</li>
              <li>Support-Anfragen: bis das Anliegen erledigt ist, längstens 2 Jahre</li>
            </ul>
            <p>Wir passen diese Datenschutzerklärung an, wenn sich der Dienst oder die Rechtslage ändert.</p>
          </>
        );
      }}
    </LegalPage>
  );
}
