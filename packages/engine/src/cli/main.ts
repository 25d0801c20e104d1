import { ENGINE_VERSION } from "../index.ts";
import { ANALYZE_USAGE, runAnalyzeCommand } from "./analyze-command.ts";
import { EVAL_USAGE, runEvalCommand } from "./eval-command.ts";
import { runMakeCommand } from "./make-command.ts";
import { MAKE_USAGE } from "./make-options.ts";

const [command, ...rest] = process.argv.slice(2);
if (!command || command === "--help" || command === "-h") {
  console.log(
    `folienwerk ${ENGINE_VERSION}\n\nBefehle:\n\n${ANALYZE_USAGE}\n\n${MAKE_USAGE}\n\n${EVAL_USAGE}`,
  );
  process.exit(0);
}
if (command === "analyze") {
  // exitCode, not exit(): a large --json output on a pipe must be flushed completely.
  process.exitCode = await runAnalyzeCommand(rest);
} else if (command === "make") {
  process.exitCode = await runMakeCommand(rest);
} else if (command === "eval") {
  process.exitCode = await runEvalCommand(rest);
} else {
  console.error(`Unbekannter Befehl: ${command}`);
  process.exit(2);
}
