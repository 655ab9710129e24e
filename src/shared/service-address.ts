/** The hosted service's API; other installations change it under "Service address". */
export const DEFAULT_BASE_URL = 'https://app.rabbiit.com/api/v1';
