import { REFUND_CONDITION, refundRequest } from "@folienwerk/contracts/terms";
import { Link } from "react-router";
import { formatEuro } from "../../lib/format.ts";
import { LegalPage, operatorInline } from "./LegalPage.tsx";

export default function Agb() {
  return (
    <LegalPage
      title="Allgemeine Geschäftsbedingungen"
      description="Die AGB von Folienwerk: Leistungen, Preise, Lieferzeit, Erstattung, Widerrufsrecht und Speicherdauer."
      meta={(config) => <>Stand: {config.termsDate}</>}
    >
      {(config) => {
        const { company } = config;
        const days = config.retentionDays;
        return (
          <>
            <h2>§ 1 Geltungsbereich und Anbieter</h2>
            <p>
              Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über den Dienst
              „Folienwerk“ zwischen {operatorInline(config)} (im Folgenden „wir“) und dir als Nutzer:in.
              Abweichende Bedingungen gelten nur, wenn wir ihnen ausdrücklich schriftlich zustimmen.
              Vertragssprache ist Deutsch.
            </p>

            <h2>§ 2 Leistungen</h2>
            <p>
              Folienwerk erstellt aus einer von dir hochgeladenen wissenschaftlichen Arbeit (z. B. Hausarbeit,
              Bachelor-, Master- oder Doktorarbeit) automatisch Unterlagen für deinen Vortrag. Vor einer
              Bestellung erhältst du eine kostenlose Analyse deiner Arbeit. Das kostenpflichtige
              Präsentationspaket umfasst:
            </p>
            <ul>
              <li>eine bearbeitbare PowerPoint-Präsentation (.pptx),</li>
              <li>Sprechernotizen als PDF- und Word-Datei,</li>
              <li>mögliche Prüfungsfragen mit Antworten als PDF-Datei,</li>
              <li>bearbeitbare Bildvorlagen zu einzelnen Folien (PNG und SVG).</li>
            </ul>
            <p>
              Die Inhalte werden ausschließlich maschinell auf Grundlage deiner Arbeit und deiner Angaben im
              Fragebogen erstellt. Eine Prüfung durch Menschen findet nicht statt. Der Dienst wird nur auf
              Deutsch angeboten; die Unterlagen werden auf Deutsch erstellt.
            </p>

            <h2>§ 3 Vertragsschluss, Konto und Mindestalter</h2>
            <p>
              Für die Nutzung brauchst du ein Konto. Du musst mindestens 18 Jahre alt sein und bestätigst dies
              bei der Registrierung. Deine Zugangsdaten hältst du geheim.
            </p>
            <p>
              Die Darstellung des Dienstes auf der Website ist kein bindendes Angebot. Mit dem Klick auf den
              Bezahl-Button gibst du ein verbindliches Angebot zum Kauf eines Präsentationspakets ab. Der
              Vertrag kommt zustande, wenn die Zahlung bestätigt ist; wir bestätigen dir den Vertragsschluss
              per E-Mail.
            </p>

            <h2>§ 4 Preise und Zahlung</h2>
            <p>
              Es gilt der bei der Bestellung angezeigte Preis; derzeit {formatEuro(config.priceCents)} pro
              Präsentation. Alle Preise sind Endpreise in Euro und enthalten die gesetzliche Mehrwertsteuer.
              Du bezahlst vor Beginn der Erstellung über unseren Zahlungsdienstleister per PayPal, Klarna oder
              Kreditkarte (Visa, MasterCard, American Express). Die kostenlose Analyse ist unverbindlich.
            </p>

            <h2>§ 5 Lieferung</h2>
            <p>
              Nach Zahlungseingang erstellen wir deine Unterlagen automatisch. Sie stehen spätestens nach 2
              Werktagen bereit, in der Regel deutlich früher; wie lange die Erstellung derzeit üblicherweise
              dauert, zeigen wir dir vor der Bestellung an. Wir liefern per E-Mail (PDF- und Word-Dateien als
              Anhang bzw. Download-Link) und stellen alle Dateien in deinem Dashboard zum Download bereit.
            </p>

            <h2>§ 6 Deine Pflichten und Verantwortung</h2>
            <ul>
              <li>
                Du lädst nur Arbeiten hoch, die du selbst verfasst hast oder für die du die nötigen Rechte
                besitzt.
              </li>
              <li>
                Du prüfst die gelieferten Unterlagen vor der Verwendung inhaltlich und passt sie bei Bedarf
                an. Für den Vortrag und seine Inhalte bist du selbst verantwortlich.
              </li>
              <li>
                Du klärst selbst, ob deine Prüfungsordnung oder deine Prüfenden den Einsatz automatisch
                erstellter Hilfsmittel erlauben und ob er anzugeben ist.
              </li>
            </ul>

            <h2>§ 7 Keine Notengarantie</h2>
            <p>
              Wir schulden die Erstellung der in § 2 genannten Unterlagen, nicht einen bestimmten
              Prüfungserfolg. Eine Garantie für eine bestimmte Note oder das Bestehen einer Prüfung übernehmen
              wir nicht.
            </p>

            <h2>§ 8 Erstattung</h2>
            <p>
              {REFUND_CONDITION} Quellenlinks sind die Internetadressen von Quellen.{" "}
              {refundRequest(config.supportEmail)} Wir prüfen die Links und erstatten den Betrag über das
              ursprüngliche Zahlungsmittel. Deine gesetzlichen Rechte, insbesondere bei Mängeln, bleiben
              unberührt.
            </p>

            <h2>§ 9 Widerrufsrecht für Verbraucher:innen</h2>
            <h3>Widerrufsbelehrung</h3>
            <p>
              Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.
              Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsschlusses. Um dein
              Widerrufsrecht auszuüben, musst du uns ({operatorInline(config)}, E-Mail:{" "}
              <a href={`mailto:${company.email}`}>{company.email}</a>) mittels einer eindeutigen Erklärung (z.
              B. per E-Mail) über deinen Entschluss informieren, diesen Vertrag zu widerrufen. Zur Wahrung der
              Frist reicht es aus, dass du die Mitteilung vor Ablauf der Frist absendest.
            </p>
            <h3>Folgen des Widerrufs</h3>
            <p>
              Wenn du diesen Vertrag widerrufst, zahlen wir dir alle Zahlungen, die wir von dir erhalten
              haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurück, an dem die
              Mitteilung über deinen Widerruf bei uns eingegangen ist. Für die Rückzahlung verwenden wir
              dasselbe Zahlungsmittel, das du bei der ursprünglichen Transaktion eingesetzt hast; Entgelte
              berechnen wir dafür nicht.
            </p>
            <h3>Vorzeitiges Erlöschen des Widerrufsrechts</h3>
            <p>
              Das Präsentationspaket ist ein digitaler Inhalt, den wir sofort nach der Bezahlung für dich
              erstellen. Dein Widerrufsrecht erlischt, wenn wir mit der Erstellung begonnen haben, nachdem du
              bei der Bestellung ausdrücklich zugestimmt hast, dass wir vor Ablauf der Widerrufsfrist damit
              beginnen, und du bestätigt hast, dass du damit dein Widerrufsrecht verlierst (§ 356 Abs. 5 BGB).
              Die Erstattung nach § 8 bleibt davon unberührt.
            </p>

            <h2>§ 10 Rücktritt durch uns</h2>
            <p>
              Können wir deine Arbeit technisch nicht verarbeiten (z. B. weil die Datei nur eingescannte
              Seiten ohne Text enthält oder beschädigt ist), können wir innerhalb einer Woche nach
              Vertragsschluss vom Vertrag zurücktreten. Wir informieren dich per E-Mail und erstatten bereits
              gezahlte Beträge vollständig.
            </p>

            <h2>§ 11 Speicherung und Löschung</h2>
            <p>
              Wir speichern deine hochgeladene Arbeit und die erstellten Dateien nur so lange, wie es für
              deine Bestellung nötig ist, und löschen sie automatisch {days} Tage nach dem Hochladen bzw. der
              Erstellung. Lade deine Unterlagen deshalb rechtzeitig herunter. Einzelheiten findest du in der{" "}
              <Link to="/datenschutz">Datenschutzerklärung</Link>.
            </p>

            <h2>§ 12 Nutzungsrechte</h2>
            <p>
              An den für dich erstellten Unterlagen erhältst du ein einfaches, zeitlich und räumlich
              unbeschränktes Recht, sie für deine Prüfung, deine Lehre und deine eigene Präsentation zu
              nutzen, zu bearbeiten und zu vervielfältigen. Die Rechte an deiner Arbeit bleiben vollständig
              bei dir; wir nutzen sie nur zur Erfüllung deiner Bestellung.
            </p>

            <h2>§ 13 Haftung</h2>
            <p>
              Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper
              oder Gesundheit sowie nach dem Produkthaftungsgesetz. Bei leicht fahrlässiger Verletzung
              wesentlicher Vertragspflichten (Pflichten, deren Erfüllung die Durchführung des Vertrags erst
              ermöglicht und auf deren Einhaltung du vertrauen darfst) ist unsere Haftung auf den
              vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte
              Fahrlässigkeit ausgeschlossen.
            </p>

            <h2>§ 14 Änderungen dieser AGB</h2>
            <p>
              Wir können diese AGB mit Wirkung für die Zukunft ändern, wenn ein sachlicher Grund besteht (z.
              B. Gesetzesänderungen oder neue Funktionen). Wir teilen dir Änderungen spätestens vier Wochen
              vor ihrem Inkrafttreten per E-Mail mit. Du kannst ihnen innerhalb von 14 Tagen nach Zugang der
              Mitteilung widersprechen. Widersprichst du nicht, gelten die geänderten AGB als angenommen; auf
              diese Folge weisen wir dich in der Mitteilung gesondert hin. Bereits bezahlte Bestellungen
              werden nach den bei der Bestellung gültigen AGB abgewickelt.
            </p>

            <h2>§ 15 Schlussbestimmungen</h2>
            <p>
              Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bist du
              Verbraucher:in, gilt diese Rechtswahl nur, soweit dir dadurch nicht der Schutz zwingender
              Vorschriften des Staates entzogen wird, in dem du deinen gewöhnlichen Aufenthalt hast. Sollte
              eine Bestimmung dieser AGB unwirksam sein, bleiben die übrigen Bestimmungen wirksam.
            </p>
          </>
        );
      }}
    </LegalPage>
  );
}
