/** One route: its blocks in order, each isolated so one failing block cannot take the page down. */
import { BlockList } from "../blocks/BlockList";
import { IconDrawingsProvider } from "../ui/icons";
import type { PageData } from "./pageData";

export function PageView({ data }: { data: PageData }) {
  return (
    <IconDrawingsProvider drawings={data.icons}>
      <BlockList blocks={data.page.blocks} source={data.file} />
    </IconDrawingsProvider>
  );
}
