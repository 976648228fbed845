// Where this end-to-end run serves and builds the front end (not a spec): shared by
// playwright.config.ts and the specs that start a sandbox of their own over the same build.
// E2E_PORT lets two runs share a machine without sharing a server.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4174);
// Each run builds the front end into a folder of its own (other work may rebuild dist/ meanwhile);
// scripts/e2e.ts sets E2E_DIST_DIR so its parallel shards share one build.
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? `.sandbox-data/e2e-dist-${E2E_PORT}`;
