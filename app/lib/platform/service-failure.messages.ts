/**
 * The {reason} of a failure message when a service fails: our own words, because an S3 or database error
 * can name hosts, tables and values. The error itself goes to the log.
 */
export const FAILURE_REASONS = {
  storage: "the storage service is not answering, please try again",
  database: "the database is not answering, please try again",
} as const;
