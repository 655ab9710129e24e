/**
 * The application id: electron-builder's `appId` (electron-builder.yml) and, on Windows,
 * the AppUserModelID. Windows files notifications under the id of the Start-menu shortcut
 * the installer made (electron-builder gives it `appId`); a process running under any
 * other id has its notifications dropped or shown as "Electron". Keep both the same.
 */
export const APP_ID = 'app.timetray';
