import type { CategoryContent } from '../types';
import { models } from './models';
import { items } from './items';

export const pulmonology: CategoryContent = { category: 'Pulmonology', models, items };
