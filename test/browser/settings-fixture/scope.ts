/** The Playwright bindings the test page calls (JSON strings in and out, as over IPC). */
export interface FixtureScope {
  fixtureLoad(): Promise<string>;
  fixtureChange(changeJson: string): Promise<string>;
  fixtureChooseCaFile(): Promise<string>;
  fixtureHealth(): Promise<string>;
}
