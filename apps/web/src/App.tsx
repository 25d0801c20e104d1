import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { AuthProvider } from "./auth/AuthProvider.tsx";
import { SignInDialog } from "./auth/SignInDialog.tsx";
import { SiteLayout } from "./components/layout/SiteLayout.tsx";
import { Toasts } from "./components/Toasts.tsx";
import { Home } from "./pages/Home.tsx";
import { ConsentBanner } from "./student/ConsentBanner.tsx";

// Everything except the landing page is code-split: "/" loads only what it needs.
const NotFound = lazy(() => import("./pages/NotFound.tsx"));
const AuthPage = lazy(() => import("./auth/AuthPage.tsx"));
const AccountSettings = lazy(() => import("./pages/AccountSettings.tsx"));
const Impressum = lazy(() => import("./pages/legal/Impressum.tsx"));
const Agb = lazy(() => import("./pages/legal/Agb.tsx"));
const Datenschutz = lazy(() => import("./pages/legal/Datenschutz.tsx"));
// Student area (issue 9)
const Dashboard = lazy(() => import("./pages/Dashboard.tsx"));
const ContinueQuestionnaire = lazy(() => import("./pages/ContinueQuestionnaire.tsx"));
const AnalysisStarted = lazy(() => import("./pages/AnalysisStarted.tsx"));
const Analysis = lazy(() => import("./pages/Analysis.tsx"));
const Downloads = lazy(() => import("./pages/Downloads.tsx"));
const Success = lazy(() => import("./pages/Success.tsx"));
const Cancel = lazy(() => import("./pages/Cancel.tsx"));
const ApiTest = lazy(() => import("./pages/ApiTest.tsx"));

export function App() {
  return (
    <AuthProvider>
      <Suspense fallback={null}>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="/" element={<Home />} />
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/account-settings" element={<AccountSettings />} />
            <Route path="/impressum" element={<Impressum />} />
            <Route path="/agb" element={<Agb />} />
            <Route path="/datenschutz" element={<Datenschutz />} />
            <Route path="/downloads" element={<Navigate to="/" replace />} />
            <Route path="/dashboard" element={<Dashboard />} />
            <Route path="/continue-questionnaire/:presentationId" element={<ContinueQuestionnaire />} />
            <Route path="/analysis-started" element={<AnalysisStarted />} />
            <Route path="/analysis/:id" element={<Analysis />} />
            <Route path="/downloads/:id" element={<Downloads />} />
            <Route path="/success" element={<Success />} />
            <Route path="/cancel" element={<Cancel />} />
            <Route path="/api-test" element={<ApiTest />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
      {/* Their own boundary: on the prerendered page they hydrate in the background, like the page. */}
      <Suspense fallback={null}>
        <SignInDialog />
        <Toasts />
        <ConsentBanner />
      </Suspense>
    </AuthProvider>
  );
}
