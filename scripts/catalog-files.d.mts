export function catalogFiles(locale: string): string[];
export function readCatalog(locale: string): Record<string, unknown>;
