// Generated for the server build by build-tools/client-chunks.ts (ADR 026, ADR 034).
declare module 'virtual:izlog-client-chunks' {
  /** Section handler → the URLs of its browser chunk and the chunks that one imports. */
  export const sectionChunks: Record<string, string[]>
  /** `<locale>/<part>` of the message catalogue → the URL of its chunk. */
  export const messageChunks: Record<string, string>
}
