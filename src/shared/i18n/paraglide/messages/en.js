// Made by scripts/i18n-compile.mjs: every area's messages (see writeAreaModules).
export * from '../areas/window/en.js';
export * from '../areas/core/en.js';
export * from '../areas/cli/en.js';
export * from '../areas/doctor/en.js';
export * from '../areas/shell/en.js';
