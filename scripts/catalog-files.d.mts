export function catalogFiles(locale: string): string[];
export function readCatalog(locale: string): Record<string, unknown>;
export const AREAS: string[];
export function areaMessages(area: string, locale: string): Record<string, unknown>;
