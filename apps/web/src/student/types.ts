/**
 * The API's shapes as the web app uses them: inferred from the shared contract (packages/contracts), never
 * copied. Type-only imports, so no schema code reaches the browser bundle.
 */
export type {
  AnalysisResult,
  JobStatus,
  PipelineProgress,
  Presentation,
  PresentationDetail,
  QuestionnaireAnswersInput as QuestionnaireAnswers,
  ResearchType,
  Stage,
} from "@folienwerk/contracts";
