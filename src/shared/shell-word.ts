/**
 * `text` as one shell word, to paste into a command: as is when plain, else in double quotes
 * (an account key holds `|`, which a shell reads as a pipe; a label may hold spaces).
 */
export function shellQuoted(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `"${text.replace(/["$`\\]/g, '\\$&')}"`;
}
