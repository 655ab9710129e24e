/** The settings format this build reads and writes (settings-read.ts and settings-schema.ts both need it). */
export const SETTINGS_VERSION = 1;
