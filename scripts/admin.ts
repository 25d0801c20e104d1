// Operator commands: `npm run admin -- refund <presentationId> [--force] [--reason "…"]`.
import { runAdmin } from "../apps/server/src/admin/cli.ts";

process.exitCode = await runAdmin(process.argv.slice(2));
