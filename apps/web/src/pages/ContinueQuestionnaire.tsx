import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useAuth } from "../auth/AuthProvider.tsx";
import { toast } from "../lib/toast.ts";
import { usePageMeta } from "../lib/use-page-meta.ts";
import { getPresentation } from "../student/api.ts";
import { LoadingState } from "../student/LoadingState.tsx";
import { canContinue, cutFilename } from "../student/stage.ts";
import type { Presentation } from "../student/types.ts";
import { UploadWizard } from "../wizard/UploadWizard.tsx";

export const NOT_CONTINUABLE =
  "Diese Präsentation befindet sich nicht im richtigen Status für eine Fortsetzung.";

/** /continue-questionnaire/{id} (SPEC §2): the rest of the questionnaire from step 3, only at questions_1. */
export default function ContinueQuestionnaire() {
  usePageMeta("Erstellung fortsetzen", "Schließe die Erstellung deiner Präsentation ab.");
  const { presentationId } = useParams();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const [presentation, setPresentation] = useState<Presentation | null>(null);

  useEffect(() => {
    if (loading) return;
    if (!user || !presentationId) {
      navigate("/dashboard", { replace: true });
      return;
    }
    let alive = true;
    getPresentation(presentationId).then(
      (p) => {
        if (!alive) return;
        if (!canContinue(p) || p.is_paid) {
          toast.info(NOT_CONTINUABLE);
          navigate("/dashboard", { replace: true });
          return;
        }
        setPresentation(p);
      },
      () => {
        if (!alive) return;
        toast.error("Fehler", { description: "Präsentation konnte nicht geladen werden." });
        navigate("/dashboard", { replace: true });
      },
    );
    return () => {
      alive = false;
    };
  }, [loading, user, presentationId, navigate]);

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Schließe die Erstellung deiner Präsentation jetzt ab.
        </h1>
        {presentation ? (
          <>
            <p className="mt-2 [overflow-wrap:anywhere] text-slate-600">
              Datei:{" "}
              <span className="font-medium text-slate-800">{cutFilename(presentation.pdf_filename)}</span>
            </p>
            <div className="mt-8">
              <UploadWizard presentation={presentation} />
            </div>
          </>
        ) : (
          <LoadingState label="Präsentation wird geladen …" />
        )}
      </div>
    </div>
  );
}
