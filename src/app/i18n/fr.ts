/** French: loaded on demand (its own chunk) when the user picks it. */
import ra from './ra-fr';
import resourceLabels from '../../../locales/fr.resources.json';
import app from '../../../locales/fr.json';
import { combineMessages } from './messages';

export default combineMessages(ra, resourceLabels, app);
