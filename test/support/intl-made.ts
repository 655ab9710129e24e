/** The `Intl` services whose first object costs a process ICU's table of locales (~10 ms of CPU). */
export type IntlKind = 'NumberFormat' | 'DateTimeFormat' | 'Collator' | 'Segmenter';

/**
 * Records each `Intl` object of `kinds` made from now until `restore()` (call it in a
 * `finally`): a test checks that text which needs none makes none.
 */
export function recordIntlMade(kinds: readonly IntlKind[]): { made: IntlKind[]; restore(): void } {
  const made: IntlKind[] = [];
  // Read-only in the types, not at run time.
  const intl = Intl as unknown as Record<IntlKind, new (...args: unknown[]) => object>;
  const real = new Map(kinds.map((kind) => [kind, intl[kind]]));
  for (const [kind, service] of real)
    intl[kind] = new Proxy(service, {
      construct: (target, args) => (made.push(kind), Reflect.construct(target, args)),
    });
  return {
    made,
    restore: () => {
      for (const [kind, service] of real) intl[kind] = service;
    },
  };
}
