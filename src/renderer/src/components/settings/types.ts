export type { AboutInfo } from '../../../../shared/preferences';
