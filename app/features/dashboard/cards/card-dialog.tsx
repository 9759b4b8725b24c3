import { useQueryClient } from "@tanstack/react-query";
import { CARD_COLORS, PORTFOLIO_CATEGORIES, PORTFOLIO_PHASES, PORTFOLIO_SERVICES } from "#core/constants.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Field, fieldAria, Input, Textarea } from "#app/components/ui/field.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { cn } from "#app/lib/cn.ts";
import { gradientClass } from "#app/lib/gradients.ts";
import { toast } from "#app/lib/toast-store.ts";
import { FormActions, FormSection, RequiredNote, SelectField, SwitchField, toOptions } from "../shared/form-bits.tsx";
import { useReturnFocus } from "../shared/use-return-focus.ts";
import { KEYS, type CardJson } from "../shared/types.ts";
import { cardPayload, cardToForm, EMPTY_CARD, type CardFormValues } from "./card-form.ts";
import { colorName } from "../shared/color-name.ts";
import { ImageUpload } from "#app/components/upload/image-upload.tsx";
import { useSaveForm } from "../shared/use-save-form.ts";
import { AltField, MissingAltWarning } from "../shared/alt-field.tsx";
import { imagesWithoutAlt } from "#core/image-alt.ts";

// SPEC §2 Add/Edit Card dialog with every field of SPEC §3. Missing name, description or
// category: 'Missing fields' / 'Please fill in all required fields.' (SPEC §5).

export function CardDialog({ card, onClose }: { card: CardJson | "new" | null; onClose: () => void }) {
  if (!card) return null;
  return <CardForm key={card === "new" ? "new" : card.id} card={card === "new" ? null : card} onClose={onClose} />;
}

function CardForm({ card, onClose }: { card: CardJson | null; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  const queryClient = useQueryClient();
  const isEdit = !!card;
  const { form, formRef, close, save, submit } = useSaveForm<CardFormValues>({
    initial: () => (card ? cardToForm(card) : EMPTY_CARD),
    empty: EMPTY_CARD,
    onClose,
    check: cardPayload,
    send: (body) => (card ? apiRequest<CardJson>("PUT", `/api/portfolio-cards/${card.id}`, body) : apiRequest<CardJson>("POST", "/api/portfolio-cards", body)),
    onSaved: async () => {
      toast({ title: isEdit ? "Portfolio card updated" : "Portfolio card created" });
      await queryClient.invalidateQueries({ queryKey: KEYS.cards });
    },
    failureTitle: isEdit ? "Error updating card" : "Error creating card",
    itemNames: { services: "Service" },
  });
  const { values, errors, set } = form;

  const text = (key: keyof CardFormValues & string, label: string, opts: { required?: boolean; hint?: string; placeholder?: string; full?: boolean } = {}) => (
    <Field id={`card-${key}`} label={label} required={opts.required} error={errors[key]} hint={opts.hint} className={opts.full ? "sm:col-span-2" : undefined}>
      <Input
        {...fieldAria(`card-${key}`, errors[key], !!opts.hint)}
        value={values[key] as string}
        placeholder={opts.placeholder}
        aria-required={opts.required || undefined}
        onChange={(e) => set(key, e.target.value)}
      />
    </Field>
  );

  const toggleService = (service: string, on: boolean) =>
    set("services", on ? [...values.services, service] : values.services.filter((s) => s !== service));

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent wide {...returnFocus}>
        <DialogTitle>{isEdit ? "Edit Portfolio Card" : "Add Portfolio Card"}</DialogTitle>
        <DialogDescription>
          {isEdit ? `Update ${card.name}.` : "A new venture card for the home page and /portfolio."} Visible cards show on the website at once.
        </DialogDescription>
        <form ref={formRef} onSubmit={submit} noValidate className="mt-6 grid gap-8">
          <RequiredNote />
          <FormSection title="Basics">
            {text("name", "Name", { required: true, placeholder: "e.g. Brightcart" })}
            {text("tagline", "Tagline", { placeholder: "A short quoted line" })}
            <SelectField
              id="card-category"
              label="Category"
              required
              error={errors.category}
              value={values.category}
              onChange={(v) => set("category", v)}
              options={toOptions(PORTFOLIO_CATEGORIES)}
              placeholder="Choose a category"
            />
            <SelectField
              id="card-phase"
              label="Phase"
              required
              error={errors.phase}
              value={values.phase}
              onChange={(v) => set("phase", v)}
              options={toOptions(PORTFOLIO_PHASES)}
            />
            <Field id="card-description" label="Description" required error={errors.description} hint="Shown on the card; the home page cuts it at 120 characters." className="sm:col-span-2">
              <Textarea
                {...fieldAria("card-description", errors.description, true)}
                rows={3}
                className="min-h-0"
                aria-required
                value={values.description}
                onChange={(e) => set("description", e.target.value)}
              />
            </Field>
            <Field id="card-fullDescription" label="Full description" error={errors.fullDescription} hint="Shown on the back of the card. Simple HTML is allowed." className="sm:col-span-2">
              <Textarea
                {...fieldAria("card-fullDescription", errors.fullDescription, true)}
                rows={4}
                className="min-h-0"
                value={values.fullDescription}
                onChange={(e) => set("fullDescription", e.target.value)}
              />
            </Field>
          </FormSection>

          <fieldset>
            <legend className="mb-3 text-xs font-bold tracking-wider text-indigo-700 uppercase">Services delivered</legend>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {PORTFOLIO_SERVICES.map((service) => {
                const id = `card-service-${service.replace(/\W+/g, "-").toLowerCase()}`;
                const checked = values.services.includes(service);
                return (
                  <label
                    key={service}
                    htmlFor={id}
                    className={cn(
                      "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-indigo-500",
                      checked ? "border-indigo-300 bg-indigo-50 text-indigo-900" : "border-slate-200 bg-white text-slate-700 hover:bg-slate-50",
                    )}
                  >
                    <input id={id} type="checkbox" className="size-4 accent-indigo-600" checked={checked} onChange={(e) => toggleService(service, e.target.checked)} />
                    {service}
                  </label>
                );
              })}
            </div>
            {errors.services ? <p className="mt-1 text-sm text-red-600">{errors.services}</p> : null}
          </fieldset>

          <fieldset>
            <legend className="mb-3 text-xs font-bold tracking-wider text-indigo-700 uppercase">
              Colour theme <span className="text-red-600" aria-hidden>*</span>
            </legend>
            <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
              {CARD_COLORS.map((color) => (
                <label key={color} className="group relative cursor-pointer" title={colorName(color)}>
                  <input
                    type="radio"
                    name="card-color"
                    value={color}
                    checked={values.color === color}
                    onChange={() => set("color", color)}
                    className="peer sr-only"
                  />
                  <span className="sr-only">{colorName(color)}</span>
                  <span
                    aria-hidden
                    className={cn(
                      "block h-11 rounded-xl ring-offset-2 transition peer-checked:ring-3 peer-checked:ring-slate-900 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-indigo-500",
                      gradientClass(color),
                    )}
                  />
                </label>
              ))}
            </div>
            <p className="mt-2 text-sm text-slate-600">
              Selected: <span className="font-semibold text-slate-900">{colorName(values.color)}</span>
            </p>
            {errors.color ? <p className="mt-1 text-sm text-red-600">{errors.color}</p> : null}
          </fieldset>

          <FormSection title="Images and links" description="Image fields take a web address (https://…), a site path (/images/…) or a sample image name.">
            {text("logoUrl", "Logo URL", { placeholder: "https://…" })}
            {text("imageUrl", "Background image URL", { placeholder: "https://…", hint: "Empty: the colour theme is used." })}
            <ImageUpload id="card-logo-upload" purpose="logo" inputLabel="Logo image file" onUploaded={(path) => set("logoUrl", path)} />
            <ImageUpload id="card-image-upload" purpose="background" inputLabel="Background image file" onUploaded={(path) => set("imageUrl", path)} />
            <AltField id="card-logoAlt" label="Logo alt text" value={values.logoAlt} onChange={(v) => set("logoAlt", v)} error={errors.logoAlt} />
            <AltField id="card-imageAlt" label="Background image alt text" value={values.imageAlt} onChange={(v) => set("imageAlt", v)} error={errors.imageAlt} />
            {text("websiteUrl", "Website URL", { placeholder: "https://example.com", full: true })}
            <SwitchField
              id="card-hasInternalLanding"
              className="sm:col-span-2"
              label="Use internal landing page"
              description="Send visitors to a landing page on this site instead of the website."
              checked={values.hasInternalLanding}
              onChange={(on) => {
                set("hasInternalLanding", on);
                if (!on) set("internalRoute", "");
              }}
            />
            {values.hasInternalLanding ? (
              <Field id="card-internalRoute" label="Internal route" error={errors.internalRoute} hint="The page is /ventures/{route}, e.g. supplylink." className="sm:col-span-2">
                <div className="flex items-stretch">
                  <span className="inline-flex items-center rounded-l-xl border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600">/ventures/</span>
                  <Input
                    {...fieldAria("card-internalRoute", errors.internalRoute, true)}
                    className="rounded-l-none"
                    value={values.internalRoute}
                    placeholder="supplylink"
                    onChange={(e) => set("internalRoute", e.target.value)}
                  />
                </div>
              </Field>
            ) : null}
          </FormSection>

          <FormSection title="Visibility">
            <SwitchField
              id="card-isActive"
              label="Visible on website"
              description="Hidden cards stay here, dimmed, and are left off the website."
              checked={values.isActive}
              onChange={(on) => set("isActive", on)}
            />
            <Field id="card-sortOrder" label="Sort order" error={errors.sortOrder} hint="Lower numbers come first.">
              <Input
                {...fieldAria("card-sortOrder", errors.sortOrder, true)}
                type="number"
                inputMode="numeric"
                step={1}
                value={values.sortOrder}
                onChange={(e) => set("sortOrder", e.target.value)}
              />
            </Field>
          </FormSection>

          {values.isActive ? (
            <MissingAltWarning
              images={imagesWithoutAlt([
                { label: "logo", url: values.logoUrl, alt: values.logoAlt },
                { label: "background image", url: values.imageUrl, alt: values.imageAlt },
              ])}
            />
          ) : null}
          <FormActions>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={save.isPending}>
              {save.isPending ? "Saving..." : isEdit ? "Update Card" : "Create Card"}
            </Button>
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
