// Only the version field: the bundler inlines it, not the rest of package.json.
import { version } from '../../../package.json';

/** timetray's version, as package.json says at build time. */
export const VERSION: string = version;
