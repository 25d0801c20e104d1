import { z } from "zod";

/** The signed-in user as GET /api/account/me returns it. */
export const AccountUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  /** "google" for users signed in with Google, else "credential". */
  provider: z.string(),
});
export type AccountUser = z.infer<typeof AccountUserSchema>;

/** GET /api/account/me: null when signed out. */
export const MeResponseSchema = z.object({ user: AccountUserSchema.nullable() });
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** POST /api/account/delete: the account's e-mail address typed again. */
export const DeleteAccountBodySchema = z.object({ confirmEmail: z.string().trim().min(1) });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;
export type DeleteAccountResponse = { deleted: true };
