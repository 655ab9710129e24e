/**
 * How long to wait, as a person reads it: "30 s" under a minute, whole minutes ("2 min")
 * above; the same in both languages.
 */
export const waitText = (ms: number): string =>
  ms < 60_000 ? `${Math.ceil(ms / 1000)} s` : `${Math.ceil(ms / 60_000)} min`;
