import type { JobHandler } from "./handler.ts";

const handler: JobHandler<{ nonce: string }> = async (payload, app, run) => {
  app.logger.debug({ jobId: run.id }, "system-ping");
  return { pong: payload.nonce, at: new Date().toISOString() };
};
export default handler;
