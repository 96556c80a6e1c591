// The type of a catalogue imported in parts (`messages.json?part=first`, src/i18n/catalogue-parts.ts):
// its messages, compiled by the build (src/i18n/catalogue.ts).

declare module '*.json?part=first' {
  const messages: import('./catalogue').Catalogue;
  export default messages;
}

declare module '*.json?part=rest' {
  const messages: import('./catalogue').Catalogue;
  export default messages;
}

declare module '*.json?part=later' {
  const messages: import('./catalogue').Catalogue;
  export default messages;
}
