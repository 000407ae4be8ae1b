/** English: in the entry chunk, and the fallback for any key another language lacks. */
import raEnglish from 'ra-language-english';
import resourceLabels from '../../../generated/locales/en.resources.json';
import app from '../../../locales/en.json';
import { combineMessages } from './messages';

export default combineMessages(raEnglish, resourceLabels, app);
