/**
 * A User-Agent header summarised as a person reads it: "Chrome on Windows", "Safari on iOS"
 * (the sessions list, the new-browser mail). Only the browser's family and the system: versions
 * change every few weeks and would make a known browser look new. No parser package is a direct
 * dependency (bowser is only there for the AWS SDK), and this much is a short list of tokens,
 * checked in tests/server/sessions-list.test.ts against the real headers of each family.
 */

/** The first that matches names the browser: engines that say "Chrome" or "Safari" too come first. */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPT\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, 'Safari'],
];

/** The same for the system: phones and tablets before the desktop systems their headers also name. */
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

/** A program that is no browser names itself first ("curl/8.5.0", "python-requests/2.31"). */
const PROGRAM = /^([A-Za-z][\w.+-]{0,39})\//;

export interface Device {
  /** The browser's family, the calling program's name, or null when the header says nothing readable. */
  browser: string | null;
  /** The operating system, or null. */
  system: string | null;
}

const first = (list: ReadonlyArray<readonly [RegExp, string]>, header: string) => list.find(([pattern]) => pattern.test(header))?.[1] ?? null;

export function deviceOf(userAgent: string | null | undefined): Device {
  const header = (userAgent ?? '').slice(0, 500);
  const browser = first(BROWSERS, header) ?? (/^Mozilla\//.test(header) ? null : (PROGRAM.exec(header)?.[1] ?? null));
  return { browser, system: first(SYSTEMS, header) };
}

/** "Chrome on Windows", "Chrome", "A browser on Linux", "Unknown browser". */
export function deviceName(userAgent: string | null | undefined): string {
  const { browser, system } = deviceOf(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  return system ? `A browser on ${system}` : 'Unknown browser';
}
