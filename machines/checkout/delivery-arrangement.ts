// Split shipment carried out (PX-14-002..PX-14-004): the second delivery group made or readdressed,
// whole lines arranged into the two groups in one call (emptied groups deleted by it), and an
// arrange-items 202 followed by reading the groups until they answer (CC-4-037, CC-4-038).
import { createActor, fromPromise, toPromise } from 'xstate';
import type { Wire } from '../wire.ts';
import { newAddressPayload, type AddressForm } from './address-form.ts';
import { arrangeItemsStatus } from '../cart/delivery-groups.ts';
import { ARRANGE_ITEMS_PROCESSING } from '../constants/cart-checkout.ts';
import { createPollingMachine, type PollingReadInput } from './polling.machine.ts';
import { splitArrangements, type SplitPlan } from './split-shipment.ts';

type DeliveryGroup = Wire['DeliveryGroup'];
type DeliveryAddressInput = Wire['DeliveryGroupInput']['deliveryAddress'];
type Arrangement = ReturnType<typeof splitArrangements>[number];

/** CC-4-037, CC-4-038: after an arrange-items 202, the groups are read again until the answer is no longer a 202 (undefined). */
const deliveryGroupsPollingMachine = createPollingMachine<Record<string, never>, DeliveryGroup[] | undefined>('deliveryGroupsPolling', (groups) => groups !== undefined);

/** Where the second delivery goes: a book address or a new one typed in. */
type SecondDestination = { addressId: string } | { form: AddressForm };

export interface DeliverySplit {
  plan: SplitPlan;
  second: SecondDestination;
}

/** The cart calls the arrangement needs (src/api/adapters/checkout.ts binds them). */
export interface DeliveryArrangementApis {
  /** The normalised groups; undefined while a 202 says they are still moving. */
  readGroups(): Promise<DeliveryGroup[] | undefined>;
  createGroup(deliveryAddress: DeliveryAddressInput): Promise<DeliveryGroup>;
  updateGroup(deliveryGroupId: string, deliveryAddress: DeliveryAddressInput): Promise<DeliveryGroup>;
  /** Arranges the lines, deleting emptied groups; answers the HTTP status (202 while Processing). */
  arrangeItems(arrangements: Arrangement[]): Promise<{ status: number }>;
}

/** The second group's address as the delivery-group call takes it. */
const secondAddress = (second: SecondDestination): DeliveryAddressInput => ('addressId' in second ? { id: second.addressId } : newAddressPayload(second.form));

/**
 * PX-14-002..PX-14-004: arranges `lineIds` into the default group and (with the split on) a second
 * group at the second address. With the split off and no second group, nothing is sent. Throws the
 * polling's error when the groups never settle (CC-4-045).
 */
export async function arrangeDeliveries(apis: DeliveryArrangementApis, split: DeliverySplit, lineIds: readonly string[]): Promise<void> {
  const now = (await apis.readGroups()) ?? [];
  const first = now.find((group) => group.isDefault);
  if (!first) return;
  let second = now.find((group) => !group.isDefault);
  if (!split.plan.enabled && !second) return;
  if (split.plan.enabled) {
    const deliveryAddress = secondAddress(split.second);
    second = second ? await apis.updateGroup(second.id, deliveryAddress) : await apis.createGroup(deliveryAddress);
  }
  const arranged = await apis.arrangeItems(splitArrangements(split.plan, lineIds, first.id, second?.id));
  if (arrangeItemsStatus(arranged.status) !== ARRANGE_ITEMS_PROCESSING) return;
  const polling = deliveryGroupsPollingMachine.provide({ actors: { read: fromReadGroups(apis) } });
  const polled = await toPromise(createActor(polling, { input: {} }).start());
  if (!polled.ready) throw new Error(polled.error);
}

/** The polling's read: the groups again, undefined while still moving. */
const fromReadGroups = (apis: DeliveryArrangementApis) => fromPromise<DeliveryGroup[] | undefined, PollingReadInput<Record<string, never>>>(() => apis.readGroups());
