import type { RunningServer } from "./main.server.ts";

// `npm start`'s last words before the logs: where the site is, and on a first start how to sign in.

/** What the person who ran `npm start` reads once the site answers: where it is, and on a first start how to sign in. */
export function welcome({ url, firstOwner }: Pick<RunningServer, "url" | "firstOwner">): string {
  const lines = ["", `  Arcwell is running at ${url}`, `  The dashboard is at ${url}/dashboard`];
  if (firstOwner)
    lines.push(
      "",
      "  First start: an owner account was created.",
      `  Sign in at ${firstOwner.signInUrl}`,
      `    Email:    ${firstOwner.email}`,
      `    Password: ${firstOwner.password}`,
      `  (saved in ${firstOwner.file}, readable by you only; you choose a new password at the first sign-in)`,
    );
  return `${lines.join("\n")}\n\n`;
}
