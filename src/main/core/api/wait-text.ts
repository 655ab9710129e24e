/** A wait in words a person reads, the same in both languages: "8 s", "2 min". */
export const waitText = (ms: number): string =>
  ms < 60_000 ? `${Math.ceil(ms / 1000)} s` : `${Math.ceil(ms / 60_000)} min`;
