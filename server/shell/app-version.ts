import { version } from '../../package.json'

/**
 * The release this build is: package.json's version, the one source the version badge and the API
 * document read (issue 20 §11: the badge said 0.1.0 under a 0.6.0 changelog, because it read npm's
 * environment, which only `npm start` sets). app-version.test.ts keeps it equal to the newest
 * CHANGELOG.md release.
 */
export const appVersion: string = version
