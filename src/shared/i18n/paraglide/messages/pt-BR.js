// Made by scripts/i18n-compile.mjs: every area's messages (see writeAreaModules).
export * from '../areas/window/pt-BR.js';
export * from '../areas/core/pt-BR.js';
export * from '../areas/cli/pt-BR.js';
export * from '../areas/doctor/pt-BR.js';
export * from '../areas/shell/pt-BR.js';
