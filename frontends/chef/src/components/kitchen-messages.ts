/** The dashboard's SPEC §8 messages live in `@hearth/contracts` (kitchen.ts). */
export { KitchenMessages } from '@hearth/contracts';
