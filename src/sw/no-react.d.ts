// What React and its libraries are in the service worker's world (tsconfig.sw.json maps them here):
// nothing. A worker that imports any of them does not compile; the worker could not run them.
export {};
