/**
 * An edit open in place (a plain text or the rich-text editor), as the page editor tracks it:
 * save and publish first keep what it shows (`opened`'s commit), and the save status counts its
 * keystrokes before it is committed (issue 20: what is on screen is what gets saved).
 */
export interface OpenEditTracker {
  /** An edit opened; `commit` keeps what it shows now and closes it. */
  opened: (commit: () => void) => void
  /** A keystroke in the open edit. */
  typed: () => void
  /** The open edit ended, kept or dropped. */
  closed: () => void
}
