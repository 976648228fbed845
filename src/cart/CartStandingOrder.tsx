// The cart's standing-order offer (PX-23-001): when lines of the cart are eligible, a signed-in buyer
// opens the same set-up popup as the product page for those lines at their quantities, which become
// one standing order (PX-32-005); guests are asked to sign in. Nothing shows when no line is eligible.
import { standingOrderLines } from '../../machines/recurring/cart-lines.ts';
import { useSession } from '../app/store/parts.tsx';
import { SignInPrompt } from '../components/sign-in/SignInPrompt.tsx';
import { standingOrderLabels as labels } from '../labels/standing-orders.ts';
import { SetupPopupButton } from '../standing-orders/SetupPopupButton.tsx';
import type { CartLine } from './useCartPage.ts';

export function CartStandingOrder({ lines }: { lines: readonly CartLine[] }) {
  const { isSignedIn } = useSession();
  const eligible = standingOrderLines(lines);
  if (eligible.length === 0) return null;
  return (
    <section className="cart-page__standing-order" aria-labelledby="cart-so-heading">
      <h2 id="cart-so-heading">{labels.cartOpen}</h2>
      <p>{labels.cartIntro(eligible.length)}</p>
      {isSignedIn ? <SetupPopupButton lines={eligible} label={labels.cartOpen} /> : <SignInPrompt text={labels.cartSignIn} />}
    </section>
  );
}
