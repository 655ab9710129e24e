/**
 * The User-Agent every process of Timetray sends (tray app, CLI, tests).
 *
 * The service binds a token to the User-Agent that created it and destroys the token when
 * it sees another one. So this string must never change: not with the app's version, not
 * with Electron's or the OS's. A token made elsewhere is stored with its own User-Agent
 * and sent with that one instead (see the secret store).
 */
export const PRODUCT_USER_AGENT = 'Timetray/1';
