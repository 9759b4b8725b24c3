/* global SwaggerUIBundle -- loaded by the script tag before this one */
// Starts Swagger UI on /api/docs (server/api/openapi/reference.server.ts). A file of our own origin,
// not an inline script, so the page's CSP needs no exception.
window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#reference",
  deepLinking: true,
  // Swagger's online validator badge would call another site.
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
  defaultModelsExpandDepth: 0,
  tryItOutEnabled: false,
});
