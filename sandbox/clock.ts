// `npm run sandbox:clock [-- <days> | reset]`: shows the running sandbox's clock, moves it forward by
// whole days, placing the standing orders that fall due (PX-16-009, PX-16-010), or resets it to now.
// The server must have been started with SANDBOX_TEST_CLOCK=1; SANDBOX_URL (or PORT) names it, default
// http://127.0.0.1:4173.
import { portFromEnv } from './config.ts';

const base = process.env.SANDBOX_URL ?? `http://127.0.0.1:${portFromEnv()}`;
const [arg] = process.argv.slice(2);
const reset = arg === 'reset';
const days = arg === undefined || reset ? undefined : Number(arg.replace(/^\+/, '').replace(/d$/, ''));
if (days !== undefined && !(Number.isInteger(days) && days >= 1)) {
  console.error('Usage: npm run sandbox:clock [-- <days to move forward, 1 to 3660> | reset]');
  process.exit(2);
}
const response = await fetch(`${base}/sandbox/clock`, days === undefined && !reset ? {} : {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(reset ? { reset: true } : { days }),
}).catch((error: unknown) => {
  console.error(`No sandbox answers at ${base} (${String(error)}).`);
  process.exit(1);
});
if (response.status === 404) {
  console.error(`The sandbox at ${base} does not serve the test clock: start it with SANDBOX_TEST_CLOCK=1.`);
  process.exit(1);
}
const body = (await response.json()) as { today?: string; advancedDays?: number; placedOrderNumbers?: string[] };
if (!response.ok) {
  console.error(JSON.stringify(body));
  process.exit(1);
}
console.log(`Sandbox today: ${body.today} (moved forward ${body.advancedDays} days)`);
if (body.placedOrderNumbers) console.log(`Standing orders placed: ${body.placedOrderNumbers.length ? body.placedOrderNumbers.join(', ') : 'none'}`);
