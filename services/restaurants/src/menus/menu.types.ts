import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { MenuAction } from '@hearth/contracts';
import { resultUnion } from '@hearth/nest-common';

/** Menu form actions: Create or Update. */
export const MenuActionEnum = {
  CREATE: 'CREATE',
  UPDATE: 'UPDATE',
} as const satisfies Record<MenuAction, MenuAction>;
registerEnumType(MenuActionEnum, {
  name: 'MenuAction',
  description: 'What saveMenu does: CREATE a menu or UPDATE one (menuId).',
});

/** A menu. `dishes` resolves the ids to the dishes the viewer may see. */
@ObjectType('Menu')
export class MenuType {
  @Field(() => ID) id!: string;
  @Field(() => ID) restaurantId!: string;
  @Field({ description: 'The menu name.' }) name!: string;
  @Field(() => [ID], { description: 'Dish ids in the chef’s order.' })
  dishIds!: string[];
}

/**
 * The menu form (create or update; rules: `menuSchema`). Name and dish ids are nullable
 * so that a missing one gets 'menu name is required!' as a `ValidationError`.
 */
@InputType('MenuInput')
export class MenuInput {
  @Field(() => MenuActionEnum) action!: MenuAction;
  @Field(() => ID, { nullable: true, description: 'Required for UPDATE.' })
  menuId?: string | null;
  @Field(() => ID, { description: 'Must be the caller’s restaurant.' })
  restaurantId!: string;
  @Field(() => String, { nullable: true, description: 'The menu name; required.' })
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
