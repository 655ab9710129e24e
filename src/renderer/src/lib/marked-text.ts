import type { Attachment } from 'svelte/attachments';
import type { TextPart } from '../../../shared/search-fold';

/**
 * Writes a name into its element (`{@attach markedText(parts)}`), the parts the search
 * matched in `<mark>`: the same nodes the markup's `{#each}` over the parts made, without
 * the each block, its item and an if block per part. Before any search (the first screen)
 * that is one text node per row and customer header, a third of a row's render. Text and
 * `<mark>` elements only (never HTML), so a name is shown as written.
 */
export function markedText(parts: readonly TextPart[]): Attachment<HTMLElement> {
  return (element) => {
    const only = parts.length === 1 ? parts[0]! : null;
    if (only && !only.match) element.textContent = only.text;
    else element.replaceChildren(...parts.map((part) => (part.match ? marked(part.text) : part.text)));
  };
}

function marked(text: string): HTMLElement {
  const mark = document.createElement('mark');
  mark.textContent = text;
  return mark;
}
