declare module '*.css';

/** An image the build ships under its content-hashed name: the import is its address. */
declare module '*.svg' {
  const url: string;
  export default url;
}
