/** The browser-tab icon, drawn by the build (engine/build/favicon.ts). */
export const FAVICON = { src: "/_img/favicon.png", size: 64 } as const;
