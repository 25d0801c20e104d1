import { useEffect } from "react";
import { useNavigate } from "react-router";
import { type AuthUser, useAuth } from "../auth/AuthProvider.tsx";

/**
 * The signed-in user of a student page; once loading has finished without one, the page goes to
 * `to` (SPEC §2: "/" for dashboard and downloads), replacing the history entry.
 */
export function useSignedInUser(to = "/"): { user: AuthUser | null; loading: boolean } {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loading && !user) navigate(to, { replace: true });
  }, [loading, user, navigate, to]);
  return { user, loading };
}
