import type { WrittenItem } from '../types';
import { itemsA } from './items-a';
import { itemsB } from './items-b';

export const items: readonly WrittenItem[] = [...itemsA, ...itemsB];
