/// <reference lib="dom" />
/**
 * A test page for the settings and health components until the window wires them in:
 * `window.fixture*` are Playwright bindings to the real main-side functions
 * (changePreference, runHealthCheck) on a temp config folder; only the file dialog is a
 * double (it is Electron's).
 */
import { mount } from 'svelte';
import Fixture from './Fixture.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('#app is missing');
export default mount(Fixture, { target });
