import { isMac } from '../../../shared/shortcut';

/**
 * The global shortcut's example as the user types it: "Ctrl+Alt+T" on Linux and Windows,
 * "Command+Alt+T" on macOS (both accelerators Electron takes as typed; the settings file's
 * "CommandOrControl" is for files shared across systems, not for a person to read).
 */
export const shortcutExample = (): string => (isMac() ? 'Command+Alt+T' : 'Ctrl+Alt+T');
