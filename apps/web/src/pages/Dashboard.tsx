import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { StatedTime, usePublicConfig } from "../lib/public-config.ts";
import { toast } from "../lib/toast.ts";
import { usePageMeta } from "../lib/use-page-meta.ts";
import { deletePresentation, messageOf, retryPipeline } from "../student/api.ts";
import { primaryButton } from "../student/button-styles.ts";
import { CheckoutConsentDialog } from "../student/CheckoutConsentDialog.tsx";
import { ConfirmDialog } from "../student/ConfirmDialog.tsx";
import { LoadFailed, LoadingState } from "../student/LoadingState.tsx";
import { PresentationCard } from "../student/PresentationCard.tsx";
import type { Presentation } from "../student/types.ts";
import { useCheckout } from "../student/use-checkout.ts";
import { type SortOrder, usePresentationList } from "../student/use-presentation-list.ts";
import { useSignedInUser } from "../student/use-signed-in.ts";

export const DELETE_QUESTION =
  "Bist du sicher, dass du diese Präsentation löschen möchtest? Das kann nicht rückgängig gemacht werden.";

/** /dashboard (SPEC §2, §4): the user's presentations with live progress. */
export default function Dashboard() {
  usePageMeta("Deine Präsentationen", "Deine Präsentationen bei Folienwerk: Status, Downloads und Kauf.");
  const { user, loading } = useSignedInUser("/");
  const { config } = usePublicConfig();
  const sortId = useId();
  const [order, setOrder] = useState<SortOrder>("desc");
  const { items, failed, reload, remove, replace } = usePresentationList(Boolean(user), order);
  const { buy, pending } = useCheckout();
  const [buyFor, setBuyFor] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Presentation | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [retrying, setRetrying] = useState<string | null>(null);

  useEffect(() => {
    if (failed) {
      toast.error("Präsentationen konnten nicht geladen werden.", {
        description: "Ein unerwarteter Fehler ist aufgetreten.",
      });
    }
  }, [failed]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deletePresentation(toDelete.id);
      remove(toDelete.id);
      toast.success("Präsentation gelöscht", { description: "Die Präsentation wurde erfolgreich gelöscht." });
      setToDelete(null);
    } catch {
      toast.error("Fehler beim Löschen", {
        description: "Die Präsentation konnte nicht gelöscht werden. Bitte versuche es erneut.",
      });
    } finally {
      setDeleting(false);
    }
  };

  const retry = async (id: string) => {
    setRetrying(id);
    try {
      await retryPipeline(id);
      const current = items?.find((p) => p.id === id);
      if (current)
        replace({ ...current, pipeline_status: "queued", pipeline_error: null, pipeline_progress: null });
      toast.success("Die Erstellung wurde neu gestartet.");
    } catch (error) {
      toast.error("Fehler", { description: messageOf(error) });
    } finally {
      setRetrying(null);
    }
  };

  if (loading || !user) return <LoadingState />;

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">Deine Präsentationen</h1>
            <p className="mt-2 text-sm text-slate-600">
              Erstellung: <StatedTime kind="delivery" />
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <label htmlFor={sortId} className="sr-only">
              Sortierung
            </label>
            <select
              id={sortId}
              value={order}
              onChange={(e) => setOrder(e.target.value as SortOrder)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-800"
            >
              <option value="desc">Datum absteigend</option>
              <option value="asc">Datum aufsteigend</option>
            </select>
            <Link to="/" className={primaryButton}>
              Neue Präsentation erstellen
            </Link>
          </div>
        </div>

        <div className="mt-8">
          {items === null && !failed && <LoadingState label="Präsentationen werden geladen …" />}
          {items === null && failed && (
            <LoadFailed
              message="Präsentationen konnten nicht geladen werden."
              onRetry={() => void reload()}
              className="rounded-2xl border border-red-200 bg-white p-8 text-center"
              messageClassName="font-medium text-slate-900"
            />
          )}
          {items?.length === 0 && (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              <p className="text-lg font-medium text-slate-900">
                Du hast noch keine Präsentationen erstellt.
              </p>
              <p className="mt-2 text-slate-600">Lade deine Arbeit hoch – die Analyse ist kostenlos.</p>
              <Link to="/" className={`${primaryButton} mt-6`}>
                Neue Präsentation erstellen
              </Link>
            </div>
          )}
          {items && items.length > 0 && (
            <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
              {items.map((p) => (
                <li key={p.id} className="flex min-w-0">
                  <div className="flex w-full flex-col [&>article]:flex-1">
                    <PresentationCard
                      presentation={p}
                      retentionDays={config?.retentionDays ?? 28}
                      buying={pending === p.id}
                      retrying={retrying === p.id}
                      onBuy={setBuyFor}
                      onDelete={setToDelete}
                      onRetry={(id) => void retry(id)}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <CheckoutConsentDialog
        presentationId={buyFor}
        pending={pending !== null}
        onBuy={(id, consent) => void buy(id, consent)}
        onClose={() => setBuyFor(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Präsentation löschen"
        message={DELETE_QUESTION}
        confirmLabel="Löschen"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
