import { Context, Field, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { GqlContext } from '@hearth/nest-common';
import { CartItemType } from '../cart/cart.types.js';
import { OrderLineType } from '../orders/orders.types.js';

/**
 * A dish's allergen declaration as orders knows it from `DishChanged` (docs/rules/allergens.md):
 * codes of the contracts' `ALLERGENS` (the restaurants graph's `Allergen` values).
 */
@ObjectType('DishAllergens')
export class DishAllergensType {
  @Field(() => [String], { description: 'Priority allergens the dish contains (may be none).' })
  contains!: string[];
  @Field(() => [String], { description: 'Priority allergens it may contain (cross-contact).' })
  mayContain!: string[];
}

type Row = {
  dishId: string;
  allergens: string[] | null;
  mayContain: string[] | null;
  declared: boolean | null;
};

/**
 * Batches the allergen look-ups of one GraphQL request into one query on `order_dishes`: dish
 * ids asked for in the same turn of the event loop are loaded together. One loader per request.
 */
class AllergenLoader {
  private queue = new Map<string, Array<(v: DishAllergensType | null) => void>>();
  private failures: Array<(e: unknown) => void> = [];

  constructor(private readonly load: (ids: string[]) => Promise<Row[]>) {}

  /** The declaration of dish `id`, or null while its chef has not declared it (or unknown). */
  get(id: string): Promise<DishAllergensType | null> {
    return new Promise((resolve, reject) => {
      if (this.queue.size === 0) setImmediate(() => void this.flush());
      this.queue.set(id, [...(this.queue.get(id) ?? []), resolve]);
      this.failures.push(reject);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    const failures = this.failures;
    this.queue = new Map();
    this.failures = [];
    try {
      const rows = new Map((await this.load([...batch.keys()])).map((r) => [r.dishId, r]));
      for (const [id, waiting] of batch) {
        const row = rows.get(id);
        const value =
          row?.declared === true
            ? { contains: row.allergens ?? [], mayContain: row.mayContain ?? [] }
            : null;
        for (const resolve of waiting) resolve(value);
      }
    } catch (err) {
      for (const reject of failures) reject(err);
    }
  }
}

/** One loader per request (keyed by the request object), reading `order_dishes`. */
abstract class AllergensField {
  private readonly loaders = new WeakMap<object, AllergenLoader>();

  constructor(private readonly dataSource: DataSource) {}

  protected loaderFor(ctx: GqlContext): AllergenLoader {
    let loader = this.loaders.get(ctx.req);
    if (!loader) {
      loader = new AllergenLoader(
        (ids) =>
          this.dataSource.query(
            `SELECT dish_id AS "dishId", allergens, may_contain_allergens AS "mayContain",
                    allergens_declared AS "declared"
               FROM order_dishes WHERE dish_id = ANY ($1::uuid[])`,
            [ids],
          ) as Promise<Row[]>,
      );
      this.loaders.set(ctx.req, loader);
    }
    return loader;
  }
}

/** `CartItem.allergens`: the cart line's dish's declaration (docs/rules/allergens.md). */
@Resolver(() => CartItemType)
export class CartItemAllergensResolver extends AllergensField {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** The dish's priority allergens; null while its chef has not declared them. */
  @ResolveField(() => DishAllergensType, {
    nullable: true,
    description: "The dish's priority allergens; null while its chef has not declared them.",
  })
  allergens(@Parent() item: CartItemType, @Context() ctx: GqlContext) {
    return this.loaderFor(ctx).get(item.dishId);
  }
}

/** `OrderLine.allergens`: the ordered dish's current declaration (docs/rules/allergens.md). */
@Resolver(() => OrderLineType)
export class OrderLineAllergensResolver extends AllergensField {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** The dish's priority allergens; null while its chef has not declared them. */
  @ResolveField(() => DishAllergensType, {
    nullable: true,
    description: "The dish's priority allergens; null while its chef has not declared them.",
  })
  allergens(@Parent() line: OrderLineType, @Context() ctx: GqlContext) {
    return this.loaderFor(ctx).get(line.dishId);
  }
}
