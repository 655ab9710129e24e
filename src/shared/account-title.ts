/**
 * An account as people name it: its label, and its e-mail after it when the label is another
 * name ("Work <ana@acme.test>"). The default label is the e-mail: written again with other
 * capitals, it is no other name. Shared by the CLI's lists and the doctor's findings.
 */
export function accountTitle(label: string, email: string): string {
  return label.toLowerCase() === email.toLowerCase() ? label : `${label} <${email}>`;
}
