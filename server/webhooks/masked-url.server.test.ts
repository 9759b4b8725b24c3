import { describe, expect, it } from "vitest";
import { maskedWebhookUrl } from "./masked-url.server.ts";

describe("maskedWebhookUrl", () => {
  it("keeps the origin and hides the path, query and fragment", () => {
    expect(maskedWebhookUrl("https://hooks.slack.com/services/T000/B000/XXXXXXXX")).toBe("https://hooks.slack.com/…");
    expect(maskedWebhookUrl("https://discord.com/api/webhooks/123/abc-token")).toBe("https://discord.com/…");
    expect(maskedWebhookUrl("http://hooks.example.com:8080/in?token=secret#x")).toBe("http://hooks.example.com:8080/…");
    expect(maskedWebhookUrl("https://hooks.example.com/?token=secret")).toBe("https://hooks.example.com/…");
  });
  it("shows a bare origin as it is", () => {
    expect(maskedWebhookUrl("https://hooks.example.com")).toBe("https://hooks.example.com");
    expect(maskedWebhookUrl("https://[2606:4700:4700::1111]/")).toBe("https://[2606:4700:4700::1111]");
  });
});
