// The index of the specification's English messages (src/i18n/spec-message-lookup.ts). The build
// replaces this module by its value (build/plugins/message-catalogues.ts), so the catalogue chunks that
// use it carry the index alone, not the English labels module and the machines' constants it reads.
import { specMessages } from '../labels/spec-messages.ts';
import { specMessageIndexOf } from './spec-message-lookup.ts';

export const specMessageIndex = specMessageIndexOf({ specMessages });
