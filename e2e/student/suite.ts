// Moved to e2e/support so the public-page tests use the same setup.
export { browserSuite, type Suite } from "../support/suite.ts";
