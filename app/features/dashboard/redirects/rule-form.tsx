import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { redirectRuleInputSchema, type RedirectRuleJson } from "#core/schemas/redirect-rule.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, fieldAria } from "#app/components/ui/field.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure } from "../shared/feedback.ts";
import { SwitchField } from "../shared/switch-field.tsx";
import { apiFormErrors, focusFirstError, zodFormErrors, type FormErrors } from "../shared/use-form.ts";

// The owner's form for a redirect rule (docs/product.md#redirects, decision 054): checked with the
// API's own schema first, then the server's refusals (a live page, a loop, a duplicate) shown at
// their field. "Redirect this" in the missing pages fills `from` and moves focus to `to`.

export const REDIRECTS = ["/api/redirects"];

/** A missing page to redirect: a new object each time, so that the same path can be asked for twice. */
export interface Prefill {
  from: string;
}

export function RuleForm({ prefill }: { prefill: Prefill | null }) {
  const queryClient = useQueryClient();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [permanent, setPermanent] = useState(true);
  const [errors, setErrors] = useState<FormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!prefill) return;
    setFrom(prefill.from);
    setErrors({});
    formRef.current?.scrollIntoView({ block: "nearest" });
    toRef.current?.focus();
  }, [prefill]);

  const create = useMutation({
    mutationFn: (body: { from: string; to: string; permanent: boolean }) =>
      apiRequest<RedirectRuleJson>("POST", "/api/redirects", body),
    onSuccess: async (rule) => {
      toast({ title: "Redirect rule added", description: `${rule.from} now leads to ${rule.to}.` });
      setFrom("");
      setTo("");
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: REDIRECTS });
    },
    onError: (error) => {
      const fieldErrors = apiFormErrors(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        focusFirstError(formRef.current);
      } else reportFailure(error, "Error");
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { from, to, permanent };
    const checked = redirectRuleInputSchema.safeParse(body);
    if (!checked.success) {
      setErrors(zodFormErrors(checked.error));
      return focusFirstError(formRef.current);
    }
    create.mutate(body);
  }

  const edit = (field: "from" | "to", set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="rule-form-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="rule-form-heading" className="text-lg font-bold text-slate-900">
        Add a redirect rule
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        For addresses that answer “not found”: an old page (/old-page) or a whole section (/old/*). A rule never hides a
        page of the site.
      </p>
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        <Field
          id="rule-from"
          label="Old address"
          required
          error={errors.from}
          hint="A path, e.g. /old-page or /blog/*."
        >
          <Input
            value={from}
            maxLength={500}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => edit("from", setFrom)(e.target.value)}
            aria-required
            {...fieldAria("rule-from", errors.from, true)}
          />
        </Field>
        <Field
          id="rule-to"
          label="Leads to"
          required
          error={errors.to}
          hint="A path on this site or an https:// address; end it in /* to keep the rest of the path."
        >
          <Input
            ref={toRef}
            value={to}
            maxLength={2000}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => edit("to", setTo)(e.target.value)}
            aria-required
            {...fieldAria("rule-to", errors.to, true)}
          />
        </Field>
      </div>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SwitchField
          id="rule-permanent"
          label="Permanent (301)"
          description="Browsers and search engines remember it. Turn off for a temporary redirect (302)."
          checked={permanent}
          onChange={setPermanent}
          className="sm:max-w-md"
        />
        <Button type="submit" variant="brand" disabled={create.isPending}>
          {create.isPending ? "Adding..." : "Add rule"}
        </Button>
      </div>
    </form>
  );
}
