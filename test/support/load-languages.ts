// Every language's words for main-side code run in the test process, as the app loads them
// at start (src/main/index.ts): tests switch with `speak('pt-BR')` at any moment.
import { LOCALES } from '../../src/shared/i18n/locale';
import { loadLanguage } from '../../src/main/core/i18n';

await Promise.all(LOCALES.map(loadLanguage));
