import { LegalPage, OperatorAddress } from "./LegalPage.tsx";

export default function Impressum() {
  return (
    <LegalPage title="Impressum" description="Anbieterkennzeichnung von Folienwerk nach § 5 DDG.">
      {(config) => (
        <>
          <h2>Angaben gemäß § 5 DDG</h2>
          <OperatorAddress config={config} />
          {config.company.representative && (
            <>
              <h3>Vertreten durch</h3>
              <p>{config.company.representative}</p>
            </>
          )}
          {config.company.register && (
            <>
              <h3>Registereintrag</h3>
              <p>{config.company.register}</p>
            </>
          )}
          {config.company.vatId && (
            <>
              <h3>Umsatzsteuer-Identifikationsnummer</h3>
              <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {config.company.vatId}</p>
            </>
          )}

          <h2>Kontakt</h2>
          <p>
            Allgemeine Anfragen: <a href={`mailto:${config.company.email}`}>{config.company.email}</a>
            <br />
            Support zu Bestellungen: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            <br />
            Wir sind an Werktagen von 9 bis 17 Uhr erreichbar und antworten in der Regel innerhalb von 24
            Stunden an Werktagen.
          </p>

          {config.company.representative && (
            <>
              <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
              <p>{config.company.representative}, Anschrift wie oben.</p>
            </>
          )}

          <h2>Verbraucherstreitbeilegung</h2>
          <p>
            Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
            Verbraucherschlichtungsstelle teilzunehmen. Bei Fragen oder Beschwerden wende dich bitte direkt an
            uns; Beschwerden beantworten wir in der Regel innerhalb von 48 Stunden.
          </p>

          <h2>Haftung für Inhalte und Links</h2>
          <p>
            Wir erstellen die Inhalte dieser Website mit Sorgfalt. Für die Inhalte externer Websites, auf die
            wir verlinken, sind ausschließlich deren Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung
            waren keine Rechtsverstöße erkennbar; werden uns solche bekannt, entfernen wir den Link umgehend.
          </p>

          <h2>Bildnachweis</h2>
          <p>
            Die Beispielseite auf der Startseite stammt aus der Hausarbeit „Das Wachstumsverhalten von Kresse
            unter Extrembedingungen“ (TH Bingen, 2023), veröffentlicht unter der Lizenz{" "}
            <a href="https://creativecommons.org/licenses/by/4.0/deed.de">CC BY 4.0</a> im GitHub-Repository{" "}
            <a href="https://github.com/qwerdenkerXD/Measuring-growth-of-cress-depending-on-different-factors">
              qwerdenkerXD/Measuring-growth-of-cress-depending-on-different-factors
            </a>
            . Die Seite wurde von uns als Bild gerendert, sonst unverändert.
          </p>
          <p>
            Die Beispielpräsentation auf der Startseite (Folien, Sprechernotizen und Prüfungsfragen) hat unser
            System aus dieser Hausarbeit erstellt. Sie gibt Inhalte der Arbeit gekürzt und umformuliert
            wieder, ist also eine Bearbeitung des Originals, und steht ebenfalls unter CC BY 4.0.
          </p>
        </>
      )}
    </LegalPage>
  );
}
