// What the cart page shows while its lines are read. A cart that answers Processing (CC-4-030: a 202
// or a summary whose asyncOperationStatus is Processing) is being changed by the server: the buyer is
// told so and checkout waits, whether that answer is the page's first read or a later one (PX-43-002).
// Before this rule a first read answering Processing kept the page's loading view for the whole
// polling run (up to ~96 s, CC-4-045), with nothing saying why.

type CartPageStatus = 'loading' | 'ready' | 'failed';

export type CartPageView = 'failed' | 'loading' | 'processing' | 'empty' | 'lines';

export interface CartPageViewInput {
  status: CartPageStatus;
  /** Lines known so far (from an earlier read, or carried by a Processing answer). */
  lineCount: number;
  /** Whether a read of the page answered Processing and its polling has not ended yet. */
  answeredProcessing: boolean;
}

/** PX-43-002: the page's view; 'processing' is the busy state without lines (message shown, checkout disabled). */
export function cartPageView({ status, lineCount, answeredProcessing }: CartPageViewInput): CartPageView {
  if (status === 'failed') return 'failed';
  if (lineCount > 0) return 'lines';
  if (status === 'loading') return answeredProcessing ? 'processing' : 'loading';
  return 'empty';
}
