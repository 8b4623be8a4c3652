/** The picture link previews show (Open Graph, Twitter cards), drawn by the build (engine/build/socialCard.ts). */
export const SOCIAL_CARD = { src: "/_img/social-card.png", width: 1200, height: 630 } as const;
