import { foldForSearch } from './search-fold';

/**
 * An account as people name it: its label, and its e-mail after it when the label is another
 * name ("Work <ana@acme.test>"). The default label is the e-mail: written again with other
 * capitals, it is no other name. Shared by the CLI's lists and the doctor's findings.
 */
export function accountTitle(label: string, email: string): string {
  return label.toLowerCase() === email.toLowerCase() ? label : `${label} <${email}>`;
}

/**
 * The names an account answers to where one is chosen by name (`timetray use`, `remove`,
 * `--account`): its label, account id and e-mail (the key matches only as typed).
 */
export const accountNames = (a: { label: string; accountId: string; email: string }): string[] => [
  a.label,
  a.accountId,
  a.email,
];

/** Two names read as one by that choice: accents, case and blanks around them aside. */
export const sameName = (a: string, b: string): boolean =>
  foldForSearch(a.trim()) === foldForSearch(b.trim());
