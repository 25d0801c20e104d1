import { useCallback, useState } from "react";
import { toast } from "../lib/toast.ts";
import { type ApiError, messageOf, saveAnswers } from "../student/api.ts";
import type { Presentation, ResearchType } from "../student/types.ts";
import { CreationStatus } from "./CreationStatus.tsx";
import { DURATION, DurationStep } from "./DurationStep.tsx";
import { FileStep } from "./FileStep.tsx";
import { MethodologyStep } from "./MethodologyStep.tsx";
import { MethodStep } from "./MethodStep.tsx";
import { PurchaseCard } from "./PurchaseCard.tsx";
import { StepDots } from "./StepDots.tsx";
import { useCreation } from "./use-creation.ts";
import { WorkTypeStep } from "./WorkTypeStep.tsx";
import { WIZARD_STEPS, type WorkType } from "./wizard-data.ts";

/** Server refusals of the file itself send the user back to step 1 with the reason. */
const FILE_REFUSED = (e: ApiError) => e.status === 413 || e.status === 422;

/**
 * The five-step upload wizard (SPEC §2, §4, §5). On the landing page it starts at step 1; with a saved
 * presentation (continue-questionnaire) it starts at step 3. 'Jetzt erstellen lassen' saves the answers
 * and replaces the wizard with the purchase card.
 */
export function UploadWizard({ presentation }: { presentation?: Presentation } = {}) {
  const minStep = presentation ? 3 : 1;
  const [step, setStep] = useState(minStep);
  const [reached, setReached] = useState(minStep);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [workType, setWorkType] = useState<WorkType | null>(null);
  const [customWorkType, setCustomWorkType] = useState("");
  const [created, setCreated] = useState<{ id: string; file: File; workType: string } | null>(null);
  const [research, setResearch] = useState<ResearchType | null>(presentation?.research_type ?? null);
  const [duration, setDuration] = useState(presentation?.presentation_duration ?? DURATION.default);
  const [methodology, setMethodology] = useState(presentation?.methodology ?? "");
  const [saving, setSaving] = useState(false);
  const [purchaseFor, setPurchaseFor] = useState<string | null>(null);

  const goTo = (next: number) => {
    setStep(next);
    setReached((r) => Math.max(r, next));
  };

  const onCreated = useCallback((p: Presentation) => {
    setCreated((c) => (c ? { ...c, id: p.id } : c));
    setStep(3);
    setReached(3);
  }, []);
  const onFailed = useCallback((error: ApiError) => {
    setCreated(null);
    if (FILE_REFUSED(error)) {
      setFileError(error.message);
      setStep(1);
    }
  }, []);
  const creation = useCreation({ onCreated, onFailed });

  const presentationId = presentation?.id ?? (created?.id || null);

  const chooseWorkType = (type: WorkType) => {
    setWorkType(type);
    if (!file || creation.busy) return;
    const value = type === "andere" ? customWorkType.trim() : type;
    if (!value) return;
    // Same file and work type as the presentation already created: just go on.
    if (created?.id && created.file === file && created.workType === value) {
      goTo(3);
      return;
    }
    setCreated({ id: "", file, workType: value });
    void creation.create(file, value);
  };

  const submit = async () => {
    if (!research) {
      setStep(3);
      return;
    }
    if (!presentationId || !methodology.trim() || saving) return;
    setSaving(true);
    try {
      await saveAnswers(presentationId, {
        research_type: research,
        presentation_duration: duration,
        methodology: methodology.trim(),
      });
      toast.success("Daten gespeichert", { description: "Deine Antworten wurden erfolgreich gespeichert." });
      setPurchaseFor(presentationId);
    } catch (error) {
      toast.error("Fehler", { description: messageOf(error, "Ein Fehler ist aufgetreten.") });
    } finally {
      setSaving(false);
    }
  };

  if (purchaseFor) return <PurchaseCard presentationId={purchaseFor} />;

  return (
    <div
      data-testid="upload-wizard"
      className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-900/5 sm:p-7"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Schritt {step} von {WIZARD_STEPS.length}
        </h2>
        <p className="text-sm text-slate-600">{WIZARD_STEPS[step - 1]}</p>
      </div>
      <div className="mt-4">
        <StepDots
          current={step}
          reached={creation.busy ? step : reached}
          minStep={minStep}
          onSelect={(s) => !creation.busy && setStep(s)}
        />
      </div>
      <div className="mt-6">
        {step === 1 && (
          <FileStep
            file={file}
            serverError={fileError}
            onChange={(next) => {
              setFile(next);
              setFileError(null);
              if (!next) {
                setReached(1);
                setWorkType(null);
              }
            }}
            onNext={() => goTo(2)}
          />
        )}
        {step === 2 && (
          <>
            <WorkTypeStep
              value={workType}
              customWorkType={customWorkType}
              onCustomChange={setCustomWorkType}
              onChoose={chooseWorkType}
              busy={creation.busy}
            />
            <CreationStatus state={creation.state} progress={creation.progress} />
          </>
        )}
        {step === 3 && (
          <MethodStep
            value={research}
            onChoose={(value) => {
              setResearch(value);
              goTo(4);
            }}
          />
        )}
        {step === 4 && <DurationStep value={duration} onChange={setDuration} onNext={() => goTo(5)} />}
        {step === 5 && (
          <MethodologyStep
            value={methodology}
            onChange={setMethodology}
            onSubmit={() => void submit()}
            saving={saving}
          />
        )}
      </div>
    </div>
  );
}
