import { useMutation, useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Field, fieldAria, Textarea } from "#app/components/ui/field.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { redirectIfUnauthorized, serverMessage } from "../shared/feedback.ts";
import { FormActions } from "../shared/form-actions.tsx";
import { SelectField } from "../shared/select-field.tsx";
import { useReturnFocus } from "../shared/use-return-focus.ts";
import { KEYS, type CardJson } from "../shared/types.ts";
import { generatedToForm, type GeneratedPost, type PostFormValues } from "./post-form.ts";

// AI Generate (docs/product.md#dashboard, #content-rules, #api): a prompt (required) and an optional related project,
// sent to POST /api/generate-blog; the answer fills the post form.

const NO_PROJECT = "__none";
export const PROMPT_REQUIRED = "Please enter a prompt for AI content generation.";

export function AiGenerateDialog({
  open,
  onOpenChange,
  onGenerated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGenerated: (draft: PostFormValues) => void;
}) {
  const returnFocus = useReturnFocus();
  const [prompt, setPrompt] = useState("");
  const [project, setProject] = useState(NO_PROJECT);
  const [error, setError] = useState<string>();
  const { data: cards } = useQuery<CardJson[]>({ queryKey: KEYS.cards, enabled: open });

  const close = () => {
    setPrompt("");
    setProject(NO_PROJECT);
    setError(undefined);
    onOpenChange(false);
  };

  const generate = useMutation({
    mutationFn: (body: { prompt: string; projectName?: string }) =>
      apiRequest<GeneratedPost>("POST", "/api/generate-blog", body),
    onSuccess: (generated) => {
      toast({
        title: "Content generated!",
        description: "AI has created your blog post. Review and publish when ready.",
      });
      close();
      onGenerated(generatedToForm(generated ?? {}));
    },
    onError: (err) => {
      if (redirectIfUnauthorized(err)) return;
      toast({
        title: "Generation failed",
        description: serverMessage(err, "Please try again."),
        variant: "destructive",
      });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!prompt.trim()) {
      setError(PROMPT_REQUIRED);
      toast({ title: "Prompt required", description: PROMPT_REQUIRED, variant: "destructive" });
      return;
    }
    generate.mutate({ prompt: prompt.trim(), ...(project !== NO_PROJECT ? { projectName: project } : {}) });
  }

  const projects = [
    { value: NO_PROJECT, label: "No specific project" },
    ...[...new Set((cards ?? []).map((c) => c.name))].map((name) => ({ value: name, label: name })),
  ];

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent {...returnFocus}>
        <div className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-500 to-cyan-500 text-white shadow-lg shadow-indigo-500/25">
          <Sparkles className="size-6" aria-hidden />
        </div>
        <DialogTitle>Generate a post with AI</DialogTitle>
        <DialogDescription>
          Describe the article you want. You review the draft before anything is published.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-6 grid gap-5">
          <Field id="ai-prompt" label="Prompt" required error={error}>
            <Textarea
              {...fieldAria("ai-prompt", error)}
              aria-required
              rows={5}
              placeholder="e.g. How we validated a B2B SaaS idea in two weeks, with lessons for first-time founders"
              value={prompt}
              onChange={(e) => {
                setPrompt(e.target.value);
                if (error) setError(undefined);
              }}
            />
          </Field>
          <SelectField
            id="ai-project"
            label="Related project (optional)"
            value={project}
            onChange={setProject}
            options={projects}
          />
          <FormActions onCancel={close} pending={generate.isPending}>
            <Sparkles aria-hidden /> {generate.isPending ? "Generating..." : "Generate"}
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
