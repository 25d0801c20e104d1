import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../../src/db/client.ts";
import { session } from "../../src/db/schema/index.ts";
import { createUser } from "./factories.ts";

/**
 * A verified user with a live session, and the headers that authenticate as them through the real
 * auth stack (better-auth's bearer plugin resolves the session token). For tests of resources that
 * need "some signed-in user"; the sign-up flow itself is tested in the auth tests.
 */
export async function signedInUser(db: Db, overrides: { email?: string; name?: string } = {}) {
  const user = await createUser(db, overrides);
  const token = randomBytes(24).toString("base64url");
  await db.insert(session).values({
    id: randomUUID(),
    token,
    userId: user.id,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  return { user, headers: { authorization: `Bearer ${token}` } };
}
