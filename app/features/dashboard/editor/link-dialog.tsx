import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogInput, EditorDialog } from "./editor-dialog.tsx";
import { checkLinkUrl } from "./link-url.ts";

// Adds, changes or removes the link at the selection (toolbar "Link" or Ctrl/Cmd+K). The address is
// checked first (link-url.ts): a javascript: link is refused with the reason, not saved and stripped.

export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const existing = (editor.getAttributes("link").href as string | undefined) ?? "";
  const needsText = editor.state.selection.empty && !existing;
  const [address, setAddress] = useState(existing);
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();

  function apply() {
    const link = checkLinkUrl(address);
    if (!link.ok) return setError(link.message);
    const chain = editor.chain();
    if (needsText) {
      chain.insertContent({
        type: "text",
        text: text.trim() || link.href,
        marks: [{ type: "link", attrs: { href: link.href } }],
      });
    } else {
      chain.extendMarkRange("link").setLink({ href: link.href });
    }
    chain.scrollIntoView().run();
    onClose();
  }

  function remove() {
    editor.chain().extendMarkRange("link").unsetLink().run();
    onClose();
  }

  return (
    <EditorDialog
      title={existing ? "Edit link" : "Add link"}
      description="A web address, an email or phone link, or a path on this site such as /journal."
      submitLabel={existing ? "Update link" : "Add link"}
      onSubmit={apply}
      onClose={onClose}
      extraAction={
        existing ? (
          <Button variant="outline" onClick={remove}>
            Remove link
          </Button>
        ) : undefined
      }
    >
      <DialogInput
        id="editor-link-address"
        label="Link address"
        value={address}
        inputMode="url"
        autoComplete="off"
        placeholder="https://… or /journal/…"
        error={error}
        errorId="editor-link-error"
        onChange={(value) => {
          setAddress(value);
          setError(undefined);
        }}
      />
      {needsText ? (
        <DialogInput
          id="editor-link-text"
          label="Link text"
          value={text}
          placeholder="The address, when left empty"
          onChange={setText}
        />
      ) : null}
    </EditorDialog>
  );
}
