import { describe, expect, it } from 'vitest';
import { sampleModel } from './__fixtures__/sample-model';
import { buildCatalog } from './catalog';

describe('buildCatalog', () => {
  it('lists each entry under the exam types it serves', () => {
    const comlexOnly = { ...sampleModel, id: 'test-omm', examTypes: ['comlex'] as const };
    const catalog = buildCatalog([{ category: 'Cardiology', models: [sampleModel, comlexOnly], items: [] }]);
    expect(catalog.candidates('Cardiology', 'usmle').map((e) => e.id)).toEqual(['test-acute-pericarditis']);
    expect(catalog.candidates('Cardiology', 'comlex').map((e) => e.id)).toEqual(['test-acute-pericarditis', 'test-omm']);
    expect(catalog.candidates('Neurology', 'usmle')).toEqual([]);
  });
});
