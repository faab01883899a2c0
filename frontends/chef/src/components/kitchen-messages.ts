/** The dashboard's messages live in `@hearth/contracts` (kitchen.ts). */
export { KitchenMessages } from '@hearth/contracts';
