import { z } from "zod";
import { intIn, requiredText } from "./common.ts";

// API tokens (docs/product.md#integrations): what the owner sends to make one.

export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const apiTokenInputSchema = z.strictObject({
  name: requiredText(100),
  scope: z.enum(API_TOKEN_SCOPES, { error: "Choose read or write." }),
  expiresInDays: intIn(1, 3650).optional(),
});

export type ApiTokenInput = z.infer<typeof apiTokenInputSchema>;
