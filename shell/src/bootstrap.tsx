import './styles.css';

// The modules of this chunk are evaluated in two tasks: the frame's (react-dom, i18next, the QueryClient)
// and the shell's own routes and chrome. `eager` keeps them in this chunk: nothing more is fetched, an
// import only decides when its module runs.
const { mountApp, nextTask } = await import(/* webpackMode: "eager" */ '@silkway/app-frame');
await nextTask();
const { App } = await import(/* webpackMode: "eager" */ './app.js');
void mountApp(<App />);
