/** The tray menu as plain data: its items and what a click on one asks for (see menu-template.ts). */

/**
 * What a click on an item asks for; `index.ts` maps each id to an action. `project:<id>`
 * (a project item or a Recent item) opens the window on that project's details;
 * `account:<key>` makes that account active.
 */
export type TrayActionId =
  | 'open-window'
  | 'open-web-app'
  | 'show-all'
  | 'refresh'
  | 'sign-in'
  | 'sign-out'
  | 'add-account'
  | 'quit'
  | `project:${number}`
  | `account:${string}`;

export type TrayMenuItem =
  | { type: 'separator' }
  | { type: 'normal'; label: string; enabled: boolean; action?: TrayActionId }
  | { type: 'radio'; label: string; checked: boolean; action: TrayActionId }
  | { type: 'submenu'; label: string; enabled: boolean; submenu: TrayMenuItem[] };
