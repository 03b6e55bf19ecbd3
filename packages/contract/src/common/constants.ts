/** Business constants and limits of spec §9. */
export const CONSTANTS = {
  notification: { autoCloseMs: 4000, width: 372, minWidth: 368 },
  quiz: { maxAttempts: 2, wrongAnswerDelayMs: 2000 },
  adminPageSize: 20,
  searchDebounceMs: 500,
  analytics: { windowMs: 1000, maxEvents: 30, maxWaitMs: 3000 },
  browseInterestAreas: 15,
  recentActivityPageSize: 7,
  lockerBadges: 6,
  pointsSeparatorAboveDigits: 4,
  dictionary: { simpleEditionBelowAge: 6, ageWhenUnknown: 100 },
  spacing: { largeBelowAge: 6, mediumBelowAge: 9, defaultAge: 14 },
  rewardVaultMinAgeExclusive: 6,
  passwordMinLength: 6,
  childAge: { min: 2, max: 14 },
  reader: {
    defaultPageSizeWords: 500,
    defaultPageSystem: 'progression' as const,
    annotationDebounceMs: 200,
  },
  collectionCoverSlots: 4,
  headerNameMaxChars: 9,
  feedbackCloseMs: 2000,
  levelUp: { from: 0, to: 100, tickMs: 20 },
  tooltip: { hideDelayMs: 150, offsetPx: 15, maxWidth: 130 },
  device: { phoneMaxWidth: 768, tabletMinWidth: 769, tabletMaxWidth: 1024 },
  versionCheckMs: 10_000,
  idleSessionMs: 1_800_000,
  appRedirectDelayMs: 10,
  dateWindowYears: 15,
  interestsPrompt: { minAge: 5, logins: [1, 3], profileAgeDays: 14 },
  speech: { sampleRateHz: 48_000, bitrateKbps: 192, channels: 1, format: 'mp3' as const },
  /** Session tokens expire after this much inactivity (server side of the idle rule). */
  sessionIdleMs: 1_800_000,
} as const;

/** The published metadata file the client polls (spec §4 "Version check"). */
export const VERSION_FILE_PATH = '/version.json';

/** Header values every client call carries (spec §7). */
export const CLIENT_HEADERS = { platform: 'WEB', appVersion: '1.0' } as const;
export const PLATFORM_HEADER = 'x-platform-type';
export const APP_VERSION_HEADER = 'x-app-version';

/** "Pagebird Kiki" is the ask-me companion; its route path carries the product's name. */
export const PRODUCT_NAME = 'Pagebird';
