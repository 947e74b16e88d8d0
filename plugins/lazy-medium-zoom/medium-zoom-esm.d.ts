// The library's ES module build by file path (see lazyMediumZoom.ts); same API as the package's main entry.
declare module 'medium-zoom/dist/medium-zoom.esm.js' {
  export {default} from 'medium-zoom';
}
