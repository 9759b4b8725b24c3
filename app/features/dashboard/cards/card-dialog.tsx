import { useQueryClient } from "@tanstack/react-query";
import { CARD_COLORS, PORTFOLIO_CATEGORIES, PORTFOLIO_PHASES, PORTFOLIO_SERVICES } from "#core/constants.ts";
import { imagesWithoutAlt } from "#core/image-alt.ts";
import { Field, fieldAria, Input } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import { toast } from "#app/lib/toast-store.ts";
import { MissingAltWarning } from "../shared/alt-field.tsx";
import { formFields } from "../shared/form-fields.tsx";
import { FormSection } from "../shared/form-section.tsx";
import { SwatchPicker } from "../shared/swatch-picker.tsx";
import { toOptions } from "../shared/select-field.tsx";
import { FormDialog } from "../shared/form-dialog.tsx";
import { KEYS, type CardJson } from "../shared/types.ts";
import { saveTo, useSaveForm } from "../shared/use-save-form.ts";
import {
  CARD_FIELD_LABELS,
  CARD_ITEM_NAMES,
  cardPayload,
  cardToForm,
  EMPTY_CARD,
  type CardFormValues,
} from "./card-form.ts";

// docs/product.md#dashboard Add/Edit Card dialog with every field of #entities (portfolio card). Missing name,
// description or category: 'Missing fields' / 'Please fill in all required fields.' (docs/product.md#content-rules).

export function CardDialog({ card, onClose }: { card: CardJson | "new" | null; onClose: () => void }) {
  if (!card) return null;
  return <CardForm key={card === "new" ? "new" : card.id} card={card === "new" ? null : card} onClose={onClose} />;
}

function CardForm({ card, onClose }: { card: CardJson | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const isEdit = !!card;
  const saving = useSaveForm<CardFormValues, CardJson>({
    initial: () => (card ? cardToForm(card) : EMPTY_CARD),
    empty: EMPTY_CARD,
    item: card,
    toForm: cardToForm,
    onClose,
    check: cardPayload,
    send: saveTo("/api/portfolio-cards", card?.id),
    onSaved: async () => {
      toast({ title: isEdit ? "Portfolio card updated" : "Portfolio card created" });
      await queryClient.invalidateQueries({ queryKey: KEYS.cards });
    },
    failureTitle: isEdit ? "Error updating card" : "Error creating card",
    itemNames: CARD_ITEM_NAMES,
    toastMissing: true,
  });
  const { values, errors, set } = saving.form;
  const { input, area, html, select, toggle, upload, alt } = formFields("card", saving.form);

  const toggleService = (service: string, on: boolean) =>
    set("services", on ? [...values.services, service] : values.services.filter((s) => s !== service));

  return (
    <FormDialog
      form={saving}
      title={isEdit ? "Edit Portfolio Card" : "Add Portfolio Card"}
      description={`${isEdit ? `Update ${card.name}.` : "A new venture card for the home page and /portfolio."} Visible cards show on the website at once.`}
      submitLabel={isEdit ? "Update Card" : "Create Card"}
      history={{
        collection: "portfolio-cards",
        thing: "portfolio card",
        labels: CARD_FIELD_LABELS,
        onRestored: () => queryClient.invalidateQueries({ queryKey: KEYS.cards }),
      }}
    >
      <FormSection title="Basics">
        {input("name", "Name", { required: true, placeholder: "e.g. Brightcart" })}
        {input("tagline", "Tagline", { placeholder: "A short quoted line" })}
        {select("category", "Category", toOptions(PORTFOLIO_CATEGORIES), {
          required: true,
          placeholder: "Choose a category",
        })}
        {select("phase", "Phase", toOptions(PORTFOLIO_PHASES), { required: true })}
        {area("description", "Description", {
          required: true,
          hint: "Shown on the card; the home page cuts it at 120 characters.",
        })}
        {html("fullDescription", "Full description", { hint: "Shown on the back of the card." })}
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
                  checked
                    ? "border-indigo-300 bg-indigo-50 text-indigo-900"
                    : "border-slate-200 bg-white text-slate-700 hover:bg-slate-50",
                )}
              >
                <input
                  id={id}
                  type="checkbox"
                  className="size-4 accent-indigo-600"
                  checked={checked}
                  onChange={(e) => toggleService(service, e.target.checked)}
                />
                {service}
              </label>
            );
          })}
        </div>
        {errors.services ? <p className="mt-1 text-sm text-red-600">{errors.services}</p> : null}
      </fieldset>

      <SwatchPicker
        name="card-color"
        legend="Colour theme"
        required
        swatches={CARD_COLORS}
        value={values.color}
        onChange={(color) => set("color", color)}
        error={errors.color}
        columns="grid-cols-5 sm:grid-cols-10"
      />

      <FormSection
        title="Images and links"
        description="Image fields take a web address (https://…), a site path (/images/…) or a sample image name."
      >
        {input("logoUrl", "Logo URL", { placeholder: "https://…" })}
        {input("imageUrl", "Background image URL", {
          placeholder: "https://…",
          hint: "Empty: the colour theme is used.",
        })}
        {upload("logoUrl", "logo", "logo", "Logo image file", { alt: "logoAlt" })}
        {upload("imageUrl", "image", "background", "Background image file", { alt: "imageAlt" })}
        {alt("logoAlt", "Logo alt text")}
        {alt("imageAlt", "Background image alt text")}
        {input("websiteUrl", "Website URL", { placeholder: "https://example.com", full: true })}
        {toggle(
          "hasInternalLanding",
          "Use internal landing page",
          "Send visitors to a landing page on this site instead of the website.",
          {
            full: true,
            onChange: (on) => {
              set("hasInternalLanding", on);
              if (!on) set("internalRoute", "");
            },
          },
        )}
        {values.hasInternalLanding ? (
          <Field
            id="card-internalRoute"
            label="Internal route"
            error={errors.internalRoute}
            hint="The page is /ventures/{route}, e.g. supplylink."
            className="sm:col-span-2"
          >
            <div className="flex items-stretch">
              <span className="inline-flex items-center rounded-l-xl border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600">
                /ventures/
              </span>
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
        {toggle("isActive", "Visible on website", "Hidden cards stay here, dimmed, and are left off the website.")}
        {input("sortOrder", "Sort order", { number: {}, hint: "Lower numbers come first." })}
      </FormSection>

      {values.isActive ? (
        <MissingAltWarning
          images={imagesWithoutAlt([
            { label: "logo", url: values.logoUrl, alt: values.logoAlt },
            { label: "background image", url: values.imageUrl, alt: values.imageAlt },
          ])}
        />
      ) : null}
    </FormDialog>
  );
}
