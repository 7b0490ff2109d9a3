import { z } from 'zod';

/**
 * zod's own messages in Dutch, for every schema without a text of its own (a wrong type, say):
 * a user never reads zod's English. Imported by the shared rules, so server and browser both get it.
 */
z.config(z.locales.nl());
