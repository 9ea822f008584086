import type { CategoryContent } from '../types';
import { models } from './models';
import { items } from './items';

export const obstetricsGynecology: CategoryContent = { category: 'Obstetrics & Gynecology', models, items };
