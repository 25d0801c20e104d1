import { useCallback, useEffect, useRef, useState } from "react";
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
import { WIZARD_STEPS, type WorkType, workTypeChoice, workTypeValue } from "./wizard-data.ts";

/** Server refusals of the file itself send the user back to step 1 with the reason. */
const FILE_REFUSED = (e: ApiError) => e.status === 413 || e.status === 422;

/**
 * The five-step upload wizard (SPEC §2, §4, §5). On the landing page it starts at step 1; with a saved
 * presentation (continue-questionnaire) it starts at step 3, and its type of work (step 2) can still be
 * changed. Every step reached can be reopened and changed until the purchase, the later answers kept: a
 * changed type of work is saved with the answers, without a second upload; only another file is uploaded
 * anew. 'Kostenlose Analyse starten' saves the answers and replaces the wizard with the purchase card,
 * which leads back here with 'Angaben ändern'. On every step change the focus moves to the step's heading.
 */
export function UploadWizard({ presentation }: { presentation?: Presentation } = {}) {
  const minStep = presentation ? 2 : 1;
  const startStep = presentation ? 3 : 1;
  const [step, setStep] = useState(startStep);
  const [reached, setReached] = useState(startStep);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [workType, setWorkType] = useState<WorkType | null>(
    () => workTypeChoice(presentation?.work_type ?? null).workType,
  );
  const [customWorkType, setCustomWorkType] = useState(
    () => workTypeChoice(presentation?.work_type ?? null).customWorkType,
  );
  const [created, setCreated] = useState<{ id: string; file: File } | null>(null);
  const [research, setResearch] = useState<ResearchType | null>(presentation?.research_type ?? null);
  const [duration, setDuration] = useState(presentation?.presentation_duration ?? DURATION.default);
  const [methodology, setMethodology] = useState(presentation?.methodology ?? "");
  const [saving, setSaving] = useState(false);
  const [purchaseFor, setPurchaseFor] = useState<string | null>(null);
  const heading = useStepFocus(purchaseFor ? 0 : step);

  const goTo = (next: number) => {
    setStep(next);
    setReached((r) => Math.max(r, next));
  };

  const onCreated = useCallback((p: Presentation) => {
    setCreated((c) => (c ? { ...c, id: p.id } : c));
    setStep(3);
    setReached((r) => Math.max(r, 3));
  }, []);
  const onFailed = useCallback((error: ApiError) => {
    setCreated(null);
    if (FILE_REFUSED(error)) {
      setFileError(error.message);
      setStep(1);
    }
  }, []);
  const creation = useCreation({ onCreated, onFailed });

  // The file on the server is the one chosen now (landing page), or the saved presentation's.
  const uploaded = created?.id && created.file === file ? created.id : null;
  const presentationId = presentation?.id ?? uploaded;
  // Steps after the type of work need an uploaded file; without any file only step 1 is open.
  const reachable = creation.busy ? step : presentationId ? reached : Math.min(reached, file ? 2 : 1);

  const chooseWorkType = (type: WorkType) => {
    setWorkType(type);
    if (creation.busy || !workTypeValue(type, customWorkType)) return;
    // The file is on the server already: a changed type of work is saved with the answers.
    if (presentationId) {
      goTo(3);
      return;
    }
    if (!file) return;
    setCreated({ id: "", file });
    void creation.create(file, workTypeValue(type, customWorkType) ?? type);
  };

  const submit = async () => {
    if (!research) {
      setStep(3);
      return;
    }
    if (!presentationId || !methodology.trim() || saving) return;
    const work = workTypeValue(workType, customWorkType);
    setSaving(true);
    try {
      await saveAnswers(presentationId, {
        ...(work ? { work_type: work } : {}),
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

  if (purchaseFor) {
    return <PurchaseCard presentationId={purchaseFor} onEdit={() => setPurchaseFor(null)} />;
  }

  return (
    <div
      data-testid="upload-wizard"
      className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-900/5 sm:p-7"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2
          ref={heading}
          tabIndex={-1}
          data-testid="wizard-step-heading"
          className="text-sm font-semibold tracking-wide text-brand-700 uppercase"
        >
          Schritt {step} von {WIZARD_STEPS.length}
          <span className="sr-only">: {WIZARD_STEPS[step - 1]}</span>
        </h2>
        <p aria-hidden="true" className="text-sm text-slate-600">
          {WIZARD_STEPS[step - 1]}
        </p>
      </div>
      <div className="mt-4">
        <StepDots
          current={step}
          reached={reachable}
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

/**
 * Moves the focus to the returned heading whenever `step` changes after the first render (not on page
 * load): a screen reader then reads the new step, and the keyboard goes on from there.
 */
function useStepFocus(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}
