import { useEffect, useRef, useState } from "react";
import { LineIcon } from "../components/icons.tsx";
import { toast } from "../lib/toast.ts";
import { transcribe } from "../student/api.ts";

/** SPEC §7 voice input: at most this long per recording (the server also limits the size). */
export const MAX_RECORDING_SECONDS = 180;
const MIME = "audio/webm;codecs=opus";

type VoiceState = "idle" | "recording" | "transcribing";

function canRecord(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof MediaRecorder !== "undefined" &&
    Boolean(navigator.mediaDevices?.getUserMedia)
  );
}

/**
 * Microphone button for the methodology text: records (webm/opus), uploads to
 * POST /helper/transcribe-upload and hands the text to `onText`. Disabled with a German hint when the
 * server has no transcription endpoint or the browser cannot record.
 */
export function VoiceInput({ enabled, onText }: { enabled: boolean; onText: (text: string) => void }) {
  const [state, setState] = useState<VoiceState>("idle");
  const [seconds, setSeconds] = useState(0);
  const [hint, setHint] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | null>(null);
  const supported = canRecord();

  useEffect(
    () => () => {
      if (timer.current) window.clearInterval(timer.current);
      const r = recorder.current;
      if (r && r.state !== "inactive") {
        r.onstop = null;
        r.stop();
      }
      for (const t of r?.stream.getTracks() ?? []) t.stop();
    },
    [],
  );

  const stop = () => {
    if (timer.current) window.clearInterval(timer.current);
    timer.current = null;
    if (recorder.current?.state === "recording") recorder.current.stop();
  };

  const start = async () => {
    setHint(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      // SPEC §8: a microphone failure is only logged; we add a quiet hint next to the button.
      console.warn("Mikrofon nicht verfügbar", error);
      setHint("Kein Zugriff auf das Mikrofon. Bitte erlaube den Zugriff in deinem Browser.");
      return;
    }
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(
      stream,
      MediaRecorder.isTypeSupported(MIME) ? { mimeType: MIME } : undefined,
    );
    recorder.current = rec;
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = async () => {
      for (const t of stream.getTracks()) t.stop();
      const recording = new Blob(chunks, { type: rec.mimeType || "audio/webm" });
      if (recording.size === 0) {
        setState("idle");
        return;
      }
      setState("transcribing");
      try {
        const answer = await transcribe(recording);
        if (answer.text) onText(answer.text);
        else setHint(answer.message || "Es wurde keine Sprache erkannt.");
      } catch {
        toast.error("Transkription fehlgeschlagen");
      } finally {
        setState("idle");
      }
    };
    rec.start(1000);
    setSeconds(0);
    setState("recording");
    const started = Date.now();
    timer.current = window.setInterval(() => {
      const elapsed = Math.floor((Date.now() - started) / 1000);
      setSeconds(elapsed);
      if (elapsed >= MAX_RECORDING_SECONDS) stop();
    }, 250);
  };

  const disabledReason = !enabled
    ? "Die Spracheingabe ist auf diesem Server nicht eingerichtet. Bitte tippe deinen Text ein."
    : !supported
      ? "Dein Browser unterstützt keine Sprachaufnahme. Bitte tippe deinen Text ein."
      : null;

  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        data-testid="voice-input"
        disabled={disabledReason !== null || state === "transcribing"}
        aria-pressed={state === "recording"}
        title={disabledReason ?? undefined}
        onClick={() => (state === "recording" ? stop() : void start())}
        className={`inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
          state === "recording"
            ? "border-red-300 bg-red-50 text-red-800"
            : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
        }`}
      >
        <LineIcon viewBox="0 0 24 24" className="h-4 w-4" strokeWidth="2">
          {state === "recording" ? (
            <rect x="7" y="7" width="10" height="10" rx="1.5" fill="currentColor" />
          ) : (
            <path
              d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3"
              strokeLinecap="round"
            />
          )}
        </LineIcon>
        {state === "recording"
          ? `Aufnahme beenden (${clock})`
          : state === "transcribing"
            ? "Wird transkribiert …"
            : "Spracheingabe"}
      </button>
      {(disabledReason || hint) && (
        <p className="text-xs text-slate-600" data-testid="voice-hint">
          {disabledReason ?? hint}
        </p>
      )}
      {state === "recording" && (
        <p className="text-xs text-slate-600">Höchstens {MAX_RECORDING_SECONDS / 60} Minuten pro Aufnahme.</p>
      )}
    </div>
  );
}
