import { z } from "zod";
import { requiredText } from "./common.ts";

// Two-factor sign-in of the built-in identity provider (docs/product.md#two-factor, decision 034):
// what the dashboard's security panel sends.

/** A removal or new recovery codes needs a sign-in this recent (ms). */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export const totpConfirmSchema = z.strictObject({
  code: z
    .string({ error: "Enter the 6-digit code from your authenticator app." })
    .trim()
    .regex(/^\d{3} ?\d{3}$/, "Enter the 6-digit code from your authenticator app."),
});
export type TotpConfirmInput = z.infer<typeof totpConfirmSchema>;

/** A passkey's registration: its name and the browser's answer (checked by @simplewebauthn/server). */
export const passkeyRegistrationSchema = z.strictObject({
  name: requiredText(60),
  response: z
    .looseObject({
      id: z.string().min(1).max(1024),
      rawId: z.string().min(1).max(1024),
      type: z.literal("public-key"),
      response: z.looseObject({
        clientDataJSON: z.string().min(1).max(8192),
        attestationObject: z.string().min(1).max(65536),
      }),
    })
    .meta({
      description: "The RegistrationResponseJSON of navigator.credentials.create (e.g. @simplewebauthn/browser).",
    }),
});
export type PasskeyRegistrationInput = z.infer<typeof passkeyRegistrationSchema>;

/** A passkey's id (the credential id, base64url) in a path. */
export const passkeyIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,1024}$/);

export interface TwoFactorStatus {
  /** The caller signs in with the built-in provider (otherwise the provider's own rules apply). */
  enabled: boolean;
  required: boolean;
  totp: { enabled: boolean; createdAt: string | null; lastUsedAt: string | null };
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  recoveryCodesLeft: number;
  /** Until when a removal or new recovery codes need no new sign-in (ISO), or null. */
  freshUntil: string | null;
}
