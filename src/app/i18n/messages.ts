/**
 * One language's messages: react-admin's own (ra.*), the resource labels (resources.*, generated
 * in English, hand-translated in locales/<lang>.resources.json) and the app's (app.*, locales/).
 */
import type { TranslationMessages } from 'react-admin';

/** A tree of messages, as polyglot takes them. */
export interface MessageTree {
  [key: string]: MessageTree | string;
}

/** The resource-label file (the generated English one also has a "//" header, left out here). */
type ResourceLabelsFile = { resources: MessageTree };

export function combineMessages(ra: TranslationMessages, resourceLabels: ResourceLabelsFile, app: { app: MessageTree }): TranslationMessages {
  return { ...ra, resources: resourceLabels.resources, app: app.app };
}
