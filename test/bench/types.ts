/** What the benchmark parent hands its worker, and what comes back. */
export interface WorkerConfig {
  baseUrl: string;
  caFile: string;
  userAgent: string;
  token1k: string;
  token10k: string;
  /** Ids for the sequential getProject scenario. */
  projectIds: number[];
}

export type Approach = 'client' | 'undici' | 'fetch';

/** See paired.ts: the approaches taking turns call by call (getProject scenario only). */
export interface PairedCpuFigures {
  rounds: number;
  clientVsUndici: number;
  clientVsFetch: number;
  perCallUs: Record<Approach, number>;
}

/**
 * Medians in ms of one scenario's sample (one list call, or all 200 getProject calls): wall
 * time, and the worker's CPU time (steadier on a busy machine; the sandbox runs elsewhere).
 */
export interface BenchResult {
  scenario: string;
  rounds: number;
  wall: Record<Approach, number>;
  cpu: Record<Approach, number>;
  paired?: PairedCpuFigures;
}
