import { Module } from '@nestjs/common';
import { DietaryProfileResolver } from './dietary-profile.resolver.js';
import { DietaryProfileService } from './dietary-profile.service.js';

/** A guest's dietary profile: allergens to avoid and diets (account settings). */
@Module({ providers: [DietaryProfileService, DietaryProfileResolver] })
export class DietaryProfileModule {}
