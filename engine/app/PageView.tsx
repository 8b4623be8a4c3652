/** One route: its blocks in order, each isolated so one failing block cannot take the page down. */
import { BlockList } from "../blocks/BlockList";
import type { PageData } from "./pageData";

export function PageView({ data }: { data: PageData }) {
  return <BlockList blocks={data.page.blocks} source={data.file} />;
}
