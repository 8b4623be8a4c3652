/** One route: its blocks in order, each isolated so one failing block cannot take the page down. */
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { BlockList } from "../blocks/BlockList";
import { useSite } from "./SiteContext";
import { IconDrawingsProvider } from "../ui/icons";
import type { PageData } from "./pageData";

export function PageView({ data }: { data: PageData }) {
  const site = useSite();
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = data.page.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", data.page.description);
    const canonical = document.querySelector('link[rel="canonical"]');
    if (canonical && data.route !== null) canonical.setAttribute("href", site.url + (data.route === "/" ? "/" : data.route));
    if (data.route === null) console.warn(`Page not found: ${pathname}`);
  }, [data, site.url, pathname]);

  return (
    <IconDrawingsProvider drawings={data.icons}>
      <BlockList blocks={data.page.blocks} source={data.file} />
    </IconDrawingsProvider>
  );
}
