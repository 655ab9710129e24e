/**
 * The short id from the web app's address after `/a/`, e.g. `124893893dd8`. Here, free of
 * zod, so the shell completion can hold ids from settings.json to it (a hand-edited id must
 * never reach a shell as code) without loading the input rules.
 */
export const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
