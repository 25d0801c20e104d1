import { type ReactNode, useEffect, useId, useState } from "react";
import { useAuth } from "../auth/AuthProvider.tsx";
import { usePageMeta } from "../lib/use-page-meta.ts";
import { primaryButton } from "../student/button-styles.ts";

/** SPEC §7 test-page endpoints; `{id}` is replaced by the presentation id. */
export const TEST_ENDPOINTS = [
  "/presentations/{id}/start-full-pipeline",
  "/presentations/{id}/placeholder",
  "/core/process-free-pipeline",
  "/core/analyze-paper",
  "/core/analysis-to-readable",
  "/core/slide-planner",
  "/core/slide-content-creator",
  "/core/slide-image-creator",
  "/core/slide-table-creator",
  "/core/slide-pptx-creator",
  "/free/analysis",
] as const;
const CUSTOM = "custom";
const METHODS = ["POST", "GET", "PUT", "PATCH", "DELETE", "HEAD"] as const;
type Method = (typeof METHODS)[number];
const LOCAL_TARGET = "http://localhost:8000";

export const NOT_SIGNED_IN = "Nicht eingeloggt. Bitte zuerst authentifizieren.";
export const ID_REQUIRED = "Bitte eine Präsentations-ID angeben.";
export const NO_TOKEN = "Kein Auth-Token verfügbar";

/** Tells search engines not to index or follow this page while it is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex, nofollow";
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

async function bearerToken(): Promise<string | null> {
  try {
    const res = await fetch("/api/auth/token", { credentials: "same-origin" });
    if (!res.ok) return null;
    const body = (await res.json()) as { token?: string };
    return body.token ?? null;
  } catch {
    return null;
  }
}

const FIELD = "mt-1.5 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";

function Field({
  id,
  label,
  wide,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled drop-down of the form; `onChange` gets the chosen option's value. */
function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <select id={id} className={FIELD} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </Field>
  );
}

interface Result {
  status: number | string;
  body: string;
}

/** /api-test (SPEC §2, §5, §7): internal page to call the application API by hand. */
export default function ApiTest() {
  usePageMeta("API-Test", "Interne Entwicklerseite.");
  useNoIndex();
  const { user, loading } = useAuth();
  const ids = {
    pid: useId(),
    path: useId(),
    body: useId(),
  };
  const [target, setTarget] = useState<"self" | "local">("self");
  const [endpoint, setEndpoint] = useState<string>(TEST_ENDPOINTS[0]);
  const [method, setMethod] = useState<Method>("POST");
  const [presentationId, setPresentationId] = useState("");
  const [customPath, setCustomPath] = useState("/api/presentations");
  const [customBody, setCustomBody] = useState("{}");
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setError(null);
    setResult(null);
    if (!user) return setError(NOT_SIGNED_IN);
    const custom = endpoint === CUSTOM;
    const id = presentationId.trim();
    if (!custom && !id) return setError(ID_REQUIRED);
    let body: string | undefined;
    if (method !== "GET" && method !== "HEAD") {
      if (custom) {
        try {
          body = JSON.stringify(JSON.parse(customBody || "{}"));
        } catch {
          return setError("Der JSON-Body ist ungültig.");
        }
      } else {
        body = JSON.stringify({ presentationId: id });
      }
    }
    const path = custom ? customPath.trim() : endpoint.replace("{id}", encodeURIComponent(id));
    if (!path.startsWith("/")) return setError("Der Pfad muss mit / beginnen.");
    const headers: Record<string, string> = { accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (target === "local") {
      const token = await bearerToken();
      if (!token) return setError(NO_TOKEN);
      headers.authorization = `Bearer ${token}`;
    }
    setSending(true);
    try {
      const res = await fetch(`${target === "local" ? LOCAL_TARGET : ""}${path}`, {
        method,
        headers,
        body,
        credentials: target === "local" ? "omit" : "same-origin",
      });
      const text = await res.text();
      let pretty = text;
      try {
        pretty = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // not JSON: shown as it is
      }
      setResult({ status: `${res.status} ${res.statusText}`.trim(), body: pretty || "(leer)" });
    } catch (e) {
      setResult({ status: "Netzwerkfehler", body: e instanceof Error ? e.message : String(e) });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">API-Test</h1>
        <p className="mt-2 text-sm text-slate-600">
          Interne Entwicklerseite: ruft die Anwendungs-API mit deiner Anmeldung auf.
          {!loading && !user && " Du bist nicht eingeloggt."}
        </p>
        <form
          className="mt-8 grid gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <SelectField
            label="Zielserver"
            value={target}
            onChange={(value) => setTarget(value as "self" | "local")}
          >
            <option value="self">Dieser Server</option>
            <option value="local">Lokal ({LOCAL_TARGET})</option>
          </SelectField>
          <SelectField
            label="Endpunkt"
            value={endpoint}
            onChange={(value) => {
              setEndpoint(value);
              setMethod(value.endsWith("/placeholder") ? "GET" : "POST");
            }}
          >
            {TEST_ENDPOINTS.map((ep) => (
              <option key={ep} value={ep}>
                {ep}
              </option>
            ))}
            <option value={CUSTOM}>Eigener Endpunkt …</option>
          </SelectField>
          <SelectField label="Methode" value={method} onChange={(value) => setMethod(value as Method)}>
            {METHODS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </SelectField>
          <Field id={ids.pid} label="Präsentations-ID">
            <input
              id={ids.pid}
              className={`${FIELD} font-mono`}
              value={presentationId}
              onChange={(e) => setPresentationId(e.target.value)}
              placeholder="z. B. 6f1c…"
              autoComplete="off"
            />
          </Field>
          {endpoint === CUSTOM && (
            <>
              <Field id={ids.path} label="Eigener Endpunkt" wide>
                <input
                  id={ids.path}
                  className={`${FIELD} font-mono`}
                  value={customPath}
                  onChange={(e) => setCustomPath(e.target.value)}
                />
              </Field>
              <Field id={ids.body} label="JSON-Body" wide>
                <textarea
                  id={ids.body}
                  rows={5}
                  className={`${FIELD} font-mono`}
                  value={customBody}
                  onChange={(e) => setCustomBody(e.target.value)}
                />
              </Field>
            </>
          )}
          <div className="sm:col-span-2">
            {error && (
              <p
                role="alert"
                className="mb-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
              >
                {error}
              </p>
            )}
            <button type="submit" className={primaryButton} disabled={sending}>
              {sending ? "Wird gesendet …" : "Anfrage senden"}
            </button>
          </div>
        </form>
        {result && (
          <section aria-label="Antwort" className="mt-6 rounded-2xl bg-slate-900 p-5 text-slate-100">
            <p className="font-mono text-sm">
              Status: <span data-testid="api-test-status">{result.status}</span>
            </p>
            <pre
              data-testid="api-test-body"
              className="mt-3 max-h-[32rem] overflow-auto font-mono text-xs leading-relaxed whitespace-pre-wrap"
            >
              {result.body}
            </pre>
          </section>
        )}
      </div>
    </div>
  );
}
