// Plan allowances (questions, chat messages, ICD lookups a month). Routes declare what they use
// (route config `meter`); the metering plugin consumes one use before the handler and releases
// it when the request fails, so features never import plans.
import type { MeteredFeature } from '../../contract/constants';
import type { CurrentUser } from './identity';

export interface Usage {
  /** Counts one use of `feature`; throws USAGE_LIMIT_REACHED (402) when the allowance is used up. */
  consume(user: CurrentUser, feature: MeteredFeature): Promise<void>;
  /** Gives back a use whose request failed. */
  release(user: CurrentUser, feature: MeteredFeature): Promise<void>;
}

/**
 * Today's implementation, on purpose: every use is allowed and nothing is counted, because
 * plans are not sold yet. The pricing work replaces it with an atomic, database-backed one.
 */
export function createUnlimitedUsage(): Usage {
  return {
    consume: async () => {},
    release: async () => {},
  };
}
