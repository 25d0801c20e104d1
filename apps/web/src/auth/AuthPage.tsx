import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Home } from "../pages/Home.tsx";
import { useAuth } from "./AuthProvider.tsx";

/** /auth: the landing page with the sign-in dialog open; closing it (or signing in) goes to /. */
export default function AuthPage() {
  const { openSignIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mode = params.get("mode") === "register" ? "register" : "login";
  const opened = useRef<string | null>(null);

  useEffect(() => {
    // openSignIn changes identity with every auth state change; open once per mode.
    if (opened.current === mode) return;
    opened.current = mode;
    openSignIn({
      mode,
      onSignedIn: () => navigate("/", { replace: true }),
      onClose: () => navigate("/", { replace: true }),
    });
  }, [openSignIn, navigate, mode]);

  return <Home />;
}
