import type { CategoryContent } from '../types';
import { models } from './models';
import { items } from './items';

export const emergencyMedicine: CategoryContent = { category: 'Emergency Medicine', models, items };
