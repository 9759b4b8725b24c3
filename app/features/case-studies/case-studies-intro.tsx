import { PageIntro } from "../../components/site/page-intro.tsx";

export const CASE_STUDIES_INTRO =
  "How we take ventures from a first conversation to a product people rely on — the problems, the decisions and the numbers that followed.";

export function CaseStudiesIntro() {
  return (
    <PageIntro eyebrow="Our work" title="Case Studies">
      <p>{CASE_STUDIES_INTRO}</p>
    </PageIntro>
  );
}
