// Starts Swagger UI on /docs over this server's contract. A file of its own, not an inline script, so the
// page's Content-Security-Policy can forbid inline scripts (api/routes/pages.py).
window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "/openapi.yaml",
    dom_id: "#swagger-ui",
    deepLinking: true,
    layout: "BaseLayout",
    presets: [SwaggerUIBundle.presets.apis],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    // No request to the public validator: the page talks to this server only.
    validatorUrl: null,
    // The contract's `servers` names http://127.0.0.1:8000; "Try it out" talks to the server that served
    // this page instead, wherever it runs.
    requestInterceptor: function (request) {
      var url = new URL(request.url, window.location.href);
      request.url = window.location.origin + url.pathname + url.search;
      return request;
    },
  });
});
