// The script inside index.html (build/plugins/index-html-scripts.ts): the build defines EARLY_READS.
import { startEarlyReads, type EarlyReadsConfig } from './early-reads.ts';

declare const EARLY_READS: EarlyReadsConfig;

try {
  startEarlyReads(window, EARLY_READS);
} catch {
  // Without the early reads the application makes the same requests itself.
}
