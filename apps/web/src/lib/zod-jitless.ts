// The web build resolves `zod` to this module (vite.config.ts): the real library, told not to probe for eval()
// before any schema is made. Zod's faster parsers need eval; the Content-Security-Policy rightly refuses it, and the
// browser would report the refused probe as an issue on every page.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
