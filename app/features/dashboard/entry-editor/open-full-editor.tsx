import { Maximize2 } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

// "Open full editor" in the Add/Edit dialogs of posts and case studies (issue 26): the same entry in the
// full-page editor, with the dialog's unsaved values carried over (they stay unsaved there, and autosaved).
export function OpenFullEditor({
  path,
  current,
  values,
}: {
  /** The editor's address of an entry id ("new" for a new entry). */
  path: (id: string) => string;
  current: { id: string } | null;
  values: Record<string, unknown>;
}) {
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      onClick={() => {
        const to = current ? path(current.id) : `${path("new")}?key=${crypto.randomUUID()}`;
        void navigate(to, { state: { values } });
      }}
    >
      <Maximize2 aria-hidden /> Open full editor
    </Button>
  );
}
