import type { Editor, JSONContent } from "@tiptap/core";
import { closeHistory } from "@tiptap/pm/history";
import { Selection, TextSelection, type Transaction } from "@tiptap/pm/state";

// Inserting a block (an image, a video) leaves ProseMirror's selection on the block whenever no
// text follows it in the insert: a NodeSelection, which the next key typed or text pasted replaces
// (issue 26: an image inserted in an empty paragraph between two others vanished with the first
// word typed after it). Here the caret always ends as a text cursor right after the block: before
// the text that followed it (the caret was at the start or in the middle of a paragraph, which the
// block split), else in a new empty paragraph (it was in an empty paragraph, at the end of one, or
// on a block). A trailing empty paragraph is dropped when the content is saved (rich-text-editor.tsx).

/** Inserts `block` at the selection, puts a text cursor right after it; one undo step of its own. */
export function insertBlock(editor: Editor, block: JSONContent & { type: string }): boolean {
  const { $to } = editor.state.selection;
  const textFollows = $to.parent.isTextblock && $to.parentOffset < $to.parent.content.size;
  const inserted = editor
    .chain()
    // Not merged into the typing that came just before the dialog opened…
    .command(({ tr }) => {
      closeHistory(tr);
      return true;
    })
    .insertContent(block)
    .command(({ tr, dispatch }) => (dispatch ? caretAfter(tr, block.type, textFollows) : true))
    .run();
  // …nor into the typing that follows at once: one Ctrl+Z takes back the words, the next the block.
  if (inserted) editor.view.dispatch(closeHistory(editor.state.tr));
  return inserted;
}

function caretAfter(tr: Transaction, type: string, textFollows: boolean): boolean {
  // The insert is the transaction's last step; the block is the node of its type in what it put in.
  let after = -1;
  tr.mapping.maps.at(-1)?.forEach((_from, _to, newFrom, newTo) => {
    tr.doc.nodesBetween(newFrom, newTo, (node, pos) => {
      if (node.type.name === type) after = pos + node.nodeSize;
    });
  });
  if (after < 0) return false;
  const $after = tr.doc.resolve(after);
  const paragraph = tr.doc.type.schema.nodes.paragraph!;
  if (!(textFollows && $after.nodeAfter?.isTextblock)) {
    if (!$after.parent.canReplaceWith($after.index(), $after.index(), paragraph)) {
      tr.setSelection(Selection.findFrom($after, 1, true) ?? Selection.near($after, 1)).scrollIntoView();
      return true;
    }
    tr.insert(after, paragraph.create());
  }
  tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView();
  return true;
}
