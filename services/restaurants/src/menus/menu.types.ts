import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { MenuAction } from '@hearth/contracts';
import { resultUnion } from '@hearth/nest-common';

/** SPEC §7 menu actions: Create or Update. */
export const MenuActionEnum = {
  CREATE: 'CREATE',
  UPDATE: 'UPDATE',
} as const satisfies Record<MenuAction, MenuAction>;
registerEnumType(MenuActionEnum, {
  name: 'MenuAction',
  description: 'SPEC menu create/update `action`.',
});

/** A menu (SPEC §3 Menu). `dishes` resolves the ids to the dishes the viewer may see. */
@ObjectType('Menu')
export class MenuType {
  @Field(() => ID) id!: string;
  @Field(() => ID) restaurantId!: string;
  @Field({ description: 'SPEC `menu_name`.' }) name!: string;
  @Field(() => [ID], { description: 'SPEC `dishes`: dish ids in the chef’s order.' })
  dishIds!: string[];
}

/**
 * Menu create/update (SPEC §7: action, dish ids, rid, menu_name). Name and dish ids are nullable
 * so that a missing one gets 'menu name is required!' as a `ValidationError`.
 */
@InputType('MenuInput')
export class MenuInput {
  @Field(() => MenuActionEnum) action!: MenuAction;
  @Field(() => ID, { nullable: true, description: 'Required for UPDATE.' })
  menuId?: string | null;
  @Field(() => ID, { description: 'SPEC `rid`; must be the caller’s restaurant.' })
  restaurantId!: string;
  @Field(() => String, { nullable: true, description: 'SPEC `menu_name`; required.' })
  name?: string | null;
  @Field(() => [ID], {
    nullable: true,
    description: 'At least one dish of this restaurant, in order.',
  })
  dishIds?: string[] | null;
}

/** The id of a deleted menu (`deleteMenu` payload). */
@ObjectType('DeletedMenu')
export class DeletedMenuType {
  @Field(() => ID) id!: string;

  static of(id: string): DeletedMenuType {
    return Object.assign(new DeletedMenuType(), { id });
  }
}

/** Result of `saveMenu` (errors as data). */
export const MenuResult = resultUnion('MenuResult', () => MenuType);

/** Result of `deleteMenu` (errors as data). */
export const DeleteMenuResult = resultUnion('DeleteMenuResult', () => DeletedMenuType);
