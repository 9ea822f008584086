import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../contract/common';
import { apiRequest } from './api-client';

/** Parsed by hand rather than with zod: the ad slot on Home needs it on first render. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['/api/public-config'],
    queryFn: async ({ signal }): Promise<PublicConfig> => {
      const body = (await (await apiRequest('GET', '/api/public-config', undefined, { signal })).json()) as Partial<PublicConfig>;
      return {
        adClientId: typeof body.adClientId === 'string' ? body.adClientId : null,
        stripePublishableKey: typeof body.stripePublishableKey === 'string' ? body.stripePublishableKey : null,
        llmEnabled: body.llmEnabled === true,
      };
    },
  });
}
