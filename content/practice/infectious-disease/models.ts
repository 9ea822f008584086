import type { ItemModel } from '../types';
import { modelsA } from './models-a';
import { modelsB } from './models-b';

export const models: readonly ItemModel[] = [...modelsA, ...modelsB];
