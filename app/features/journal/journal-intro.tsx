import { PageIntro } from "../../components/site/page-intro.tsx";

export const JOURNAL_INTRO =
  "Notes from inside the studio: how we validate ideas, build products and grow ventures — and what we learn along the way.";

export function JournalIntro() {
  return (
    <PageIntro eyebrow="Insights" title="Journal">
      <p>{JOURNAL_INTRO}</p>
    </PageIntro>
  );
}
