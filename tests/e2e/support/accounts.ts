// Accounts prepared in the e2e template database (see global-setup.ts).
export const ACCOUNTS = {
  owner: { email: "owner@e2e.test", password: "owner-password-e2e" },
  team: { email: "team@e2e.test", password: "team-password-e2e" },
  investor: { email: "investor@e2e.test", password: "investor-password-e2e" },
} as const;

export const INVESTOR_PASSWORD = "investor-gate-e2e";
export type AccountRole = keyof typeof ACCOUNTS;
