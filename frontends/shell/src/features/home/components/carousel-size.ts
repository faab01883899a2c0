/** Height of a restaurant card. */
export const CARD_HEIGHT = 420;
/** The previous/next buttons (44 px) and the space under them. */
export const CONTROLS_HEIGHT = 56;
/** Room the carousel takes in every state (loading, empty, error, cards): no layout shift. */
export const CAROUSEL_HEIGHT = CONTROLS_HEIGHT + CARD_HEIGHT + 16;
