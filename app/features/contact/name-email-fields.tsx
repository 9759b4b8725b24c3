import { Field, Input } from "../../components/ui/field.tsx";

// The two entries every enquiry form asks for first: a name and an email address, both required.

export function NameEmailFields({
  idPrefix,
  emailLabel,
  values,
  set,
}: {
  /** `contact` gives the ids contact-name and contact-email. */
  idPrefix: string;
  emailLabel: string;
  values: { name: string; email: string };
  set: (key: "name" | "email") => (e: { target: { value: string } }) => void;
}) {
  return (
    <>
      <Field id={`${idPrefix}-name`} label="Name" required>
        <Input
          id={`${idPrefix}-name`}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set("name")}
          required
        />
      </Field>
      <Field id={`${idPrefix}-email`} label={emailLabel} required>
        <Input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set("email")}
          required
        />
      </Field>
    </>
  );
}
