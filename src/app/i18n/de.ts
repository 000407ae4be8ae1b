/** German: loaded on demand (its own chunk) when the user picks it. */
import ra from './ra-de';
import resourceLabels from '../../../locales/de.resources.json';
import app from '../../../locales/de.json';
import { combineMessages } from './messages';

export default combineMessages(ra, resourceLabels, app);
