import { PRODUCT_NAME, SHORT_NAME } from "#core/brand.ts";
import { MIN_PASSWORD_LENGTH } from "./passwords.server.ts";

// The few server-rendered pages of sign-in and sign-out, in the site's look (public/auth.css).

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderAuthPage(opts: { title: string; body: string; scripts?: string[] }): string {
  const scripts = (opts.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join("");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(opts.title)} | ${escapeHtml(PRODUCT_NAME)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/auth.css">
${scripts}
</head>
<body>
<main class="auth">
<a class="brand" href="/"><img src="/favicon.svg" alt="" width="32" height="32"><span>${escapeHtml(SHORT_NAME)}</span></a>
<section class="card">
${opts.body}
</section>
</main>
</body>
</html>`;
}

export function renderSignInForm(opts: { action: string; email?: string; error?: string }): string {
  const error = opts.error ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(opts.error)}</p>` : "";
  const described = opts.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : "";
  return renderAuthPage({
    title: "Sign in",
    body: `<h1>Sign in</h1>
<p class="lead">Staff and investors sign in to reach the dashboard.</p>
${error}
<form method="post" action="${escapeHtml(opts.action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(opts.email)}"${described}${opts.email ? "" : " autofocus"}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${opts.email ? " autofocus" : ""}>
<button type="submit">Sign in</button>
</form>
<p class="aside"><a href="/account/forgot-password">Forgot password?</a> · <a href="/">Back to the website</a></p>`,
  });
}

/**
 * Choosing a password: at the first sign-in with a generated one (the defaults), from an
 * invitation, or from a reset link (issue 27). `email` shows whose password it is, and lets a
 * password manager file it under that account.
 */
export function renderChangePasswordForm(opts: {
  action: string;
  error?: string;
  title?: string;
  lead?: string;
  email?: string;
  button?: string;
}): string {
  const title = opts.title ?? "Choose a new password";
  const error = opts.error ? `<p class="error" role="alert" id="password-error">${escapeHtml(opts.error)}</p>` : "";
  const described = opts.error
    ? ' aria-describedby="password-error" aria-invalid="true"'
    : ' aria-describedby="password-hint"';
  const account = opts.email
    ? `<input type="email" name="username" autocomplete="username" value="${escapeHtml(opts.email)}" hidden readonly>\n`
    : "";
  return renderAuthPage({
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(opts.lead ?? "You signed in with a generated password. Choose your own to continue; the generated one stops working.")}</p>
${error}
<form method="post" action="${escapeHtml(opts.action)}" novalidate>
${account}<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}"${described} autofocus>
<p class="hint" id="password-hint">At least ${MIN_PASSWORD_LENGTH} characters.</p>
<label for="confirm">Repeat password</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}">
<button type="submit">${escapeHtml(opts.button ?? "Save and continue")}</button>
</form>`,
  });
}

/** "Forgot password": the email to send a link to (only offered when mail is set up). */
export function renderForgotPasswordForm(opts: { action: string; error?: string }): string {
  const error = opts.error ? `<p class="error" role="alert" id="email-error">${escapeHtml(opts.error)}</p>` : "";
  return renderAuthPage({
    title: "Forgot your password?",
    body: `<h1>Forgot your password?</h1>
<p class="lead">Enter the email you sign in with. We will send a link to choose a new password.</p>
${error}
<form method="post" action="${escapeHtml(opts.action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus${opts.error ? ' aria-describedby="email-error" aria-invalid="true"' : ""}>
<button type="submit">Send the link</button>
</form>
<p class="aside"><a href="/api/login">Back to sign in</a></p>`,
  });
}

export function renderMessagePage(opts: {
  title: string;
  message: string;
  action?: { href: string; label: string };
}): string {
  const action = opts.action
    ? `<p><a class="button" href="${escapeHtml(opts.action.href)}">${escapeHtml(opts.action.label)}</a></p>`
    : "";
  return renderAuthPage({
    title: opts.title,
    body: `<h1>${escapeHtml(opts.title)}</h1>
<p class="lead">${escapeHtml(opts.message)}</p>
${action}
<p class="aside"><a href="/">Back to the website</a></p>`,
  });
}

/**
 * The second step of sign-in for an account with a second factor (decision 034): a code from the
 * authenticator app, a recovery code, or a passkey (public/auth-passkey.js, with the WebAuthn
 * options in a data attribute).
 */
export function renderSecondFactorForm(opts: {
  action: string;
  totp: boolean;
  passkeyOptions?: unknown;
  error?: string;
  /** Which form the error belongs to. */
  errorFor?: "code" | "recoveryCode" | "passkey";
}): string {
  const errorFor = opts.error ? (opts.errorFor ?? (opts.totp ? "code" : "recoveryCode")) : undefined;
  const error = opts.error
    ? `<p class="error" role="alert" id="second-factor-error">${escapeHtml(opts.error)}</p>`
    : "";
  const described = (field: string) =>
    errorFor === field ? ' aria-describedby="second-factor-error" aria-invalid="true"' : "";
  const action = escapeHtml(opts.action);
  const totp = opts.totp
    ? `<form method="post" action="${action}" novalidate>
<label for="code">Authentication code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" maxlength="9" required autofocus${described("code")} aria-describedby="${errorFor === "code" ? "second-factor-error " : ""}code-hint">
<p class="hint" id="code-hint">Enter the 6-digit code from your authenticator app.</p>
<button type="submit">Verify</button>
</form>`
    : "";
  const passkey =
    opts.passkeyOptions !== undefined
      ? `<form method="post" action="${action}" id="passkey-form" data-options="${escapeHtml(JSON.stringify(opts.passkeyOptions))}">
<input type="hidden" name="passkey" value="">
<button type="submit" id="passkey-button" class="secondary">Use a passkey</button>
<p class="hint" id="passkey-status" role="status"></p>
</form>`
      : "";
  const recovery = `<details class="recovery"${errorFor === "recoveryCode" || (!opts.totp && opts.passkeyOptions === undefined) ? " open" : ""}>
<summary>Use a recovery code</summary>
<form method="post" action="${action}" novalidate>
<label for="recoveryCode">Recovery code</label>
<input id="recoveryCode" name="recoveryCode" type="text" autocomplete="off" autocapitalize="none" spellcheck="false" maxlength="32" required${described("recoveryCode")}>
<p class="hint">Each of your ten recovery codes works once.</p>
<button type="submit">Use recovery code</button>
</form>
</details>`;
  return renderAuthPage({
    title: "Two-factor sign-in",
    body: `<h1>Two-factor sign-in</h1>
<p class="lead">${secondStepLead(opts.totp, opts.passkeyOptions !== undefined)}</p>
${error}
${totp}
${passkey}
${recovery}
<p class="aside"><a href="/">Back to the website</a></p>`,
    scripts: opts.passkeyOptions !== undefined ? ["/oidc/assets/simplewebauthn-browser.js", "/auth-passkey.js"] : [],
  });
}

/** What the second step asks, said once: the code field's own hint says how to enter a code. */
function secondStepLead(totp: boolean, passkey: boolean): string {
  if (totp) return `One more step: confirm it is you with your authenticator app${passkey ? " or a passkey" : ""}.`;
  return passkey
    ? "One more step: confirm it is you with your passkey."
    : "One more step: use one of your recovery codes.";
}
