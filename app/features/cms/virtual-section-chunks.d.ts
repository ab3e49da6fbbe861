// Generated for the server build by build-tools/section-chunks.ts (ADR 026).
declare module 'virtual:izlog-section-chunks' {
  /** Section handler → the URLs of its browser chunk and the chunks that one imports. */
  export const sectionChunks: Record<string, string[]>
}
