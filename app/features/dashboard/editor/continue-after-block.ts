import type { ChainedCommands } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";

// A block (an image, a video) inserted as the last node leaves no place for a caret after it: the
// selection stays on the block, and whatever is typed or pasted next replaces it. As in the
// editors people know, a new empty paragraph follows the block and takes the caret. A trailing
// empty paragraph is dropped when the content is saved (rich-text-editor.tsx).
export function continueAfterBlock(chain: ChainedCommands): ChainedCommands {
  return chain.command(({ tr, dispatch }) => {
    const end = tr.doc.content.size;
    if (tr.selection.to !== end || tr.doc.lastChild?.isTextblock) return true;
    if (dispatch) {
      tr.insert(end, tr.doc.type.schema.nodes.paragraph!.create());
      tr.setSelection(TextSelection.create(tr.doc, end + 1));
    }
    return true;
  });
}
