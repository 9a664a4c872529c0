// Each remote exposes only `./App` (docs/CONVENTIONS.md): a component rendered without props.
declare module 'mf_public/App' {
  const App: () => React.JSX.Element;
  export default App;
}
declare module 'mf_portal/App' {
  const App: () => React.JSX.Element;
  export default App;
}
declare module 'mf_admin/App' {
  const App: () => React.JSX.Element;
  export default App;
}
