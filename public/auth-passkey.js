// The passkey button of the two-factor sign-in page (server/auth/auth-pages.server.ts): asks the
// browser for a WebAuthn assertion with the options the server put on the form, then posts it.
document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("passkey-form");
  const status = document.getElementById("passkey-status");
  const lib = window.SimpleWebAuthnBrowser;
  if (!form || !lib) return;
  if (!lib.browserSupportsWebAuthn()) {
    form.hidden = true;
    return;
  }
  form.addEventListener("submit", async (event) => {
    if (form.elements.namedItem("passkey").value) return;
    event.preventDefault();
    if (status) status.textContent = "Waiting for your passkey…";
    try {
      const optionsJSON = JSON.parse(form.dataset.options || "{}");
      const response = await lib.startAuthentication({ optionsJSON });
      form.elements.namedItem("passkey").value = JSON.stringify(response);
      form.submit();
    } catch (err) {
      if (status) status.textContent = "The passkey was not used. Try again, or use a code.";
      console.warn(err);
    }
  });
});
