/** What a key pressed on the project list asks for (see `listKey`). */
export type ListKeyAction =
  /** Make the match at this offset the active row (clamped by the list). */
  | { kind: 'move'; to: number }
  /** Back to the search field; `clear`: empty it first (Escape). */
  | { kind: 'leave'; clear: boolean }
  /** Open the active row's details. */
  | { kind: 'open' }
  /** Pin or unpin the active row (Ctrl/⌘+P, never printing). */
  | { kind: 'pin' }
  /** The key lands in the search field (typing there goes on), nothing else. */
  | { kind: 'type' };

/** The parts of a KeyboardEvent the list reads (plain, so the rules are testable outside a page). */
interface Key {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * The list's keys, as WAI-ARIA's listbox has them: arrows, Home/End and Page keys move the
 * active row, ↑ on the first row goes back to the search, Enter opens, Escape clears the
 * search (only when there is one), typing goes to the search field. `at`: the active row's
 * offset (-1: none), `count`: the matches, `page`: rows in a page. Null: not the list's key.
 */
export function listKey(
  event: Key,
  at: number,
  count: number,
  page: number,
  query: string,
): ListKeyAction | null {
  const mod = event.ctrlKey || event.metaKey;
  if (mod && event.key.toLowerCase() === 'p' && !event.altKey && !event.shiftKey) return { kind: 'pin' };
  const plain = !event.altKey && !event.ctrlKey && !event.metaKey;
  const moves: Record<string, () => ListKeyAction> = {
    ArrowDown: () => ({ kind: 'move', to: at + 1 }),
    ArrowUp: () => (at <= 0 ? { kind: 'leave', clear: false } : { kind: 'move', to: at - 1 }),
    Home: () => ({ kind: 'move', to: 0 }),
    End: () => ({ kind: 'move', to: count - 1 }),
    PageDown: () => ({ kind: 'move', to: at + page }),
    PageUp: () => ({ kind: 'move', to: Math.max(0, at - page) }),
    Enter: () => ({ kind: 'open' }),
  };
  const move = Object.hasOwn(moves, event.key) ? moves[event.key] : undefined;
  if (move && plain) return move();
  if (event.key === 'Escape' && query !== '') return { kind: 'leave', clear: true };
  if (event.key.length === 1 && plain) return { kind: 'type' };
  return null;
}
