import { TabHeader } from "../shared/layout.tsx";
import { ApiTokensSection } from "./api-tokens-section.tsx";
import { ExportSection } from "./export-section.tsx";
import { ImportSection } from "./import-section.tsx";
import { WebhooksSection } from "./webhooks-section.tsx";

// The owner's Integrations tab (issue 18): API tokens and webhooks, with a pointer to the reference,
// and moving in and out: import (decision 057) and the export of everything (issue 32, decision 055).
export function IntegrationsTab() {
  return (
    <div>
      <TabHeader
        title="Integrations"
        description={
          <>
            Connect other tools to the studio: tokens for the API, webhooks for changes as they happen. The full
            reference is at{" "}
            <a
              href="/api/docs"
              className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
            >
              /api/docs
            </a>
            .
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6">
        <ApiTokensSection />
        <WebhooksSection />
        <ImportSection />
        <ExportSection />
      </div>
    </div>
  );
}
