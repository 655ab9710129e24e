import type { TimetrayBridge } from '../../shared/ipc';

declare global {
  interface Window {
    /** Exposed by the preload (or the browser-test harness); the renderer's only way out. */
    readonly timetray: TimetrayBridge;
  }
}

export {};
