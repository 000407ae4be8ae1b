/** Portuguese (Brazil): loaded on demand (its own chunk) when the user picks it. */
import ra from './ra-pt';
import resourceLabels from '../../../locales/pt.resources.json';
import app from '../../../locales/pt.json';
import { combineMessages } from './messages';

export default combineMessages(ra, resourceLabels, app);
