// The sign-in's constants, apart from session-locale.ts (which Home loads: a constant of a module Home
// loads is bundled with it, used there or not).
/** The session data's provider, named when its failed load is rethrown; the name is the project's. */
export const SESSION_DATA_PROVIDER = 'sessionContext'; // SH-8-017
