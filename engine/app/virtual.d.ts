// Types of the virtual modules served by engine/build/contentPlugin.ts.
declare module "virtual:site/config" {
  import type { SiteConfig } from "../schema/site";
  const site: SiteConfig;
  export default site;
}
declare module "virtual:site/pages" {
  import type { PageData } from "./pageData";
  export const routes: string[];
  export const NOT_FOUND_KEY: string;
  export const loaders: Record<string, () => Promise<{ default: PageData | null }>>;
}
declare module "virtual:site/images" {
  import type { ImageSizes } from "../build/images";
  const images: ImageSizes;
  export default images;
}
