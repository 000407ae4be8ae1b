/**
 * The working day, Singapore time (the user guide: "a day chosen without a time is 08:00 that
 * day"; spec section 9, "default date-time helper 08:00"). One rule for the app's date-time
 * inputs, a job raised from a request's preferred date, and the dispatcher's free windows.
 */
import { singaporeMidnight } from './singapore-time';

/** Seconds after Singapore midnight the working day starts and ends. */
export const WORKDAY_STARTS = 8 * 3600;
export const WORKDAY_ENDS = 18 * 3600;
/** The start as a time of day, 'HH:mm'. */
export const WORKDAY_START_TIME = '08:00';

/** The working day of the Singapore day `seconds` falls in, unix seconds. */
export const workingDayOf = (seconds: number): { start: number; end: number } => {
  const midnight = singaporeMidnight(seconds);
  return { start: midnight + WORKDAY_STARTS, end: midnight + WORKDAY_ENDS };
};

/** A day given without a time (a Singapore midnight, as a date field holds it) means the working day's start; any other time stays as it is. */
export const timeOfDayOrStart = (seconds: number): number => (singaporeMidnight(seconds) === seconds ? seconds + WORKDAY_STARTS : seconds);
