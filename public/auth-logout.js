// Confirms the identity provider's sign-out at once: the person already chose Sign Out.
document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("op.logoutForm");
  if (!form) return;
  const input = document.createElement("input");
  input.type = "hidden";
  input.name = "logout";
  input.value = "yes";
  form.appendChild(input);
  form.submit();
});
