import { mount } from 'svelte';
import App from './App.svelte';
import { i18n, startingLocale } from './lib/i18n.svelte';
import { AppModel, appContext } from './lib/state/app-model.svelte';
import './app.css';

const target = document.getElementById('app');
if (!target) throw new Error('#app is missing from index.html');

// Only the language the window starts in is loaded for the first screen (one small chunk),
// while the app asks main for its state: the first screen paints once both are in.
void i18n.use(startingLocale(location.search, navigator.languages));

// The window's one model, made with the bridge: the only way the page reaches main.
export default mount(App, { target, context: appContext(new AppModel(window.timetray)) });
